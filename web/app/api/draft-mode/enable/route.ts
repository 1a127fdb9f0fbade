// GET /api/draft-mode/enable: the Studio's presentation tool opens the site here with a short-lived
// secret; next-sanity checks it against the Content Lake (read token) and turns draft mode on.
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {contentEnv} from '@/lib/env'
import {createSanityClient} from '@/lib/content/sanity-client'

export async function GET(request: Request): Promise<Response> {
  const env = contentEnv()
  if (env.backend !== 'sanity') {
    return Response.json(
      {message: 'Draft preview needs a Sanity project: this site runs on the embedded dataset, which has no drafts. Set SANITY_PROJECT_ID (see docs/organisers.md).'},
      {status: 404},
    )
  }
  if (!env.SANITY_READ_TOKEN) {
    return Response.json(
      {message: 'Draft preview needs SANITY_READ_TOKEN: set it to a Sanity API token with Viewer rights (see docs/organisers.md).'},
      {status: 500},
    )
  }
  // The client carries the read token (createSanityClient adds it), which the secret check needs.
  return defineEnableDraftMode({client: createSanityClient(env)}).GET(request)
}
