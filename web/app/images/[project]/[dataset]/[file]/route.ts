// The embedded backend's image CDN: serves content/images/<file> resized and cropped as the URL
// asks (w, h, rect, fit=crop — the subset of Sanity's image API that @sanity/image-url writes),
// so pages get right-sized images without Sanity. File names are content hashes: cache forever.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {imagesDirectory} from '@/lib/content/embedded/dataset'
import {contentEnv} from '@/lib/env'

const FILE = /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp)$/
const MAX_SIDE = 2400

function dimension(value: string | null): number | undefined {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_SIDE) : undefined
}

export async function GET(request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params
  const env = contentEnv()
  if (env.backend !== 'embedded' || !FILE.test(file)) return new Response('Not found', {status: 404})
  let source: Buffer
  try {
    source = await readFile(path.join(imagesDirectory(env.CONTENT_DATASET_PATH), file))
  } catch {
    return new Response('Not found', {status: 404})
  }
  const url = new URL(request.url)
  let image = sharp(source)
  const rect = url.searchParams.get('rect')?.split(',').map(Number)
  if (rect?.length === 4 && rect.every((n) => Number.isInteger(n) && n >= 0)) {
    const [left, top, width, height] = rect as [number, number, number, number]
    image = image.extract({left, top, width, height})
  }
  const width = dimension(url.searchParams.get('w'))
  const height = dimension(url.searchParams.get('h'))
  if (width || height) image = image.resize({width, height, fit: 'cover', withoutEnlargement: false})
  const webp = url.searchParams.get('auto') === 'format' && request.headers.get('accept')?.includes('image/webp')
  let body: Buffer
  try {
    body = webp ? await image.webp({quality: 72}).toBuffer() : await image.toBuffer()
  } catch {
    return new Response('Bad image parameters', {status: 400})
  }
  const type = webp ? 'image/webp' : file.endsWith('.png') ? 'image/png' : 'image/jpeg'
  return new Response(new Uint8Array(body), {
    headers: {'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept'},
  })
}
