// GET /api/draft-mode/disable: leaves draft preview (the presentation tool, or a visitor who kept
// the cookie) and goes back to the published site.
import {draftMode} from 'next/headers'
import {NextResponse, type NextRequest} from 'next/server'

export async function GET(request: NextRequest): Promise<NextResponse> {
  ;(await draftMode()).disable()
  return NextResponse.redirect(new URL('/', request.url))
}
