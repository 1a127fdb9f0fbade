// The embedded backend's image CDN: content/images/<file> cropped and resized as the URL asks, within
// the limits in lib/limits.ts (see lib/content/embedded/image-request.ts, image-variant.ts and image-store.ts).
import {embeddedImage} from '@/lib/content/embedded/image-request'
import {CONTENT_TYPES} from '@/lib/content/embedded/image-variant'
import {contentEnv} from '@/lib/env'

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {status, headers: {'Content-Type': 'text/plain; charset=utf-8', ...headers}})

function failure(status: 404 | 429 | 'too-many-shapes'): Response {
  // Shed load: 429, which no proxy counts against the server (503 took servers out of nginx's rotation).
  if (status === 429) return text(429, 'Busy: try again shortly', {'Retry-After': '2'})
  if (status === 'too-many-shapes') return text(400, 'Too many different crops of this picture: ask for it whole.')
  return text(404, 'Not found')
}

export async function GET(request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params
  const env = contentEnv()
  if (env.backend !== 'embedded') return text(404, 'Not found')
  const started = performance.now()
  const result = await embeddedImage(env.CONTENT_DATASET_PATH, file, new URL(request.url).searchParams, request.headers.get('accept') ?? '', request.signal)
  if (!result.ok) return 'refused' in result ? text(result.status, result.refused) : failure(result.status)
  const took = (performance.now() - started).toFixed(1)
  // File names are content hashes, so a variant never changes: cache it forever.
  return new Response(new Uint8Array(result.body), {
    headers: {
      'Content-Type': CONTENT_TYPES[result.format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept',
      // Whether this answer cost a render, for the browser's Performance API and the tests.
      'Server-Timing': `image;desc="${result.fromCache ? 'cached' : 'made'}";dur=${took}`,
    },
  })
}
