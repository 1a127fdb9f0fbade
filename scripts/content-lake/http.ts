// The stand-in's HTTP plumbing: errors the way the Content Lake words them, bounded request bodies,
// JSON answers. Every limit is one named constant.
import type {IncomingMessage, ServerResponse} from 'node:http'

/** A JSON body (query, mutations, actions) larger than this is refused with 413 before it is read. */
export const MAX_BODY_BYTES = 1024 * 1024
/** An image upload larger than this is refused with 413 (the Content Lake takes more; volunteers' photos fit). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

export class HttpError extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(description)
    this.name = 'HttpError'
  }
}

/** What the stand-in does not do: a clear 501 naming the request, never a silent success. */
export const notImplemented = (what: string) =>
  new HttpError(501, `The local Content Lake stand-in does not implement ${what}. It answers what the Studio and the site use.`)

/** The body, refused with 413 past `limit` bytes (by Content-Length at once, or while reading one without it). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  const tooLarge = () => new HttpError(413, `The request body is larger than ${limit} bytes`)
  if (declared > limit) {
    req.resume()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) {
      req.resume()
      throw tooLarge()
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, `${what} is not valid JSON`)
  }
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = parseJson((await readBody(req)).toString('utf8'), 'The request body')
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object')
  return body as Record<string, unknown>
}

export function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'})
  res.end(JSON.stringify(body))
}

/** Sanity's error shape: `{error: {description}}` (the client shows `description`). */
export function sendError(res: ServerResponse, error: unknown) {
  const status = error instanceof HttpError ? error.status : 500
  const description = error instanceof Error ? error.message : String(error)
  if (res.headersSent) return void res.end()
  send(res, status, {error: {description}})
}
