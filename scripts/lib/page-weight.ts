// What a page's first load weighs before any image: its HTML (raw and gzip bytes, and how many `<style>`
// tags it carries) and the JavaScript its `<script src>` tags name (gzip bytes). Shared by `npm run budget`
// and `npm run bench`.
import {gzipSync} from 'node:zlib'

export type HtmlWeight = {rawBytes: number; gzipBytes: number; styleTags: number}

const gzipBytes = (body: Buffer) => gzipSync(body, {level: 9}).length

async function bodyOf(url: URL): Promise<Buffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

export async function htmlWeight(baseUrl: string, route: string): Promise<HtmlWeight> {
  const html = await bodyOf(new URL(route, baseUrl))
  return {rawBytes: html.length, gzipBytes: gzipBytes(html), styleTags: html.toString('utf8').match(/<style[\s>]/g)?.length ?? 0}
}

/** Gzip bytes of the script files a page's HTML names, each counted once. */
export async function scriptBytes(baseUrl: string, route: string): Promise<number> {
  const html = (await bodyOf(new URL(route, baseUrl))).toString('utf8')
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!))]
  const sizes = await Promise.all(sources.map(async (src) => gzipBytes(await bodyOf(new URL(src, baseUrl)))))
  return sizes.reduce((a, b) => a + b, 0)
}
