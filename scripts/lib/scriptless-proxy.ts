// The site as it would be with no JavaScript at all: a proxy in front of a running site that removes
// every <script> element (Next's chunks, its inline flight data and the site's own) from the HTML it
// passes on, and passes everything else (styles, fonts, pictures) as the site sends it. `npm run bench`
// measures `/` through it, beside the real page and the bare page: what the page's HTML, stylesheet,
// font and pictures cost on their own, the floor under any change to the scripts.
import {createServer, request, type IncomingHttpHeaders, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {brotliCompressSync, constants} from 'node:zlib'

export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}

export async function startScriptlessProxy(target: string): Promise<{url: string; stop: () => Promise<void>}> {
  const upstream = new URL(target)
  const server: Server = createServer((req, res) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html')
    const headers: IncomingHttpHeaders = {...req.headers, host: upstream.host}
    // The page itself is asked for uncompressed, to be rewritten, then compressed here as the site would.
    if (wantsHtml) headers['accept-encoding'] = 'identity'
    const forward = request({host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers}, (answer) => {
      const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html')
      if (!wantsHtml || !isHtml) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      // A measurement tool on the loopback, reading the site's own pages (well under 1 MB): no size limit.
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        let body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString('utf8')))
        const out: IncomingHttpHeaders = {...answer.headers}
        delete out['content-encoding']
        delete out.etag
        delete out['transfer-encoding']
        if ((req.headers['accept-encoding'] ?? '').includes('br')) {
          // Quality 5, as nginx compresses the site's pages (deploy/nginx.conf).
          body = brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 5}})
          out['content-encoding'] = 'br'
        }
        out['content-length'] = String(body.length)
        res.writeHead(answer.statusCode ?? 502, out)
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    })
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
