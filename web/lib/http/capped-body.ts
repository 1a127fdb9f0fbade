// Reads a request body only up to a byte limit: a declared Content-Length over the limit is refused
// before anything is read, and a body without one is read as a stream and abandoned at the limit.

export type CappedBody = {ok: true; text: string} | {ok: false; reason: 'too-large' | 'aborted'}

const TOO_LARGE = {ok: false, reason: 'too-large'} as const
const ABORTED = {ok: false, reason: 'aborted'} as const

export async function readCappedText(req: Request, maxBytes: number): Promise<CappedBody> {
  const declared = req.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= maxBytes)) return TOO_LARGE
  if (!req.body) return {ok: true, text: ''}
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    // A client that goes away mid-upload rejects the read: nothing to answer, and not a server error.
    const chunk = await reader.read().catch(() => undefined)
    if (!chunk) return ABORTED
    const {done, value} = chunk
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return TOO_LARGE
    }
    chunks.push(value)
  }
  return {ok: true, text: Buffer.concat(chunks).toString('utf8')}
}

/** True for `application/json` with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}
