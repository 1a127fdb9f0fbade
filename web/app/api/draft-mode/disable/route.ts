// GET /api/draft-mode/disable: leaves draft preview (the presentation tool, or a visitor who kept
// the cookie) and goes back to the published site — at the configured site URL, not the address the
// server listens on (behind a proxy that is 0.0.0.0:<port>, which no browser can open).
import {cookies, draftMode} from 'next/headers'
import {NextResponse} from 'next/server'
import {draftProofCookie} from '@/lib/security/draft-proof'
import {absoluteUrl} from '@/lib/seo/site-url'

export async function GET(): Promise<NextResponse> {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(draftProofCookie()) // with the attributes it was set with, or a partitioned one stays
  return NextResponse.redirect(absoluteUrl('/'))
}
