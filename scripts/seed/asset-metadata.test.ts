// content/assets.json is what seed/asset-metadata.ts computes from content/images, byte for byte (a stale
// one would give the wrong photo's placeholder), and each LQIP is a small JPEG data URL.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {assetMetadata, LQIP_MAX_CHARS, lqipDataUrl} from './asset-metadata'

const CONTENT = path.resolve(import.meta.dirname, '../../content')

describe('content/assets.json', () => {
  it('matches the images in content/images (run npm run seed:assets after changing them)', async () => {
    const committed = JSON.parse(await readFile(path.join(CONTENT, 'assets.json'), 'utf8')) as unknown
    expect(committed).toEqual(await assetMetadata(path.join(CONTENT, 'images')))
  })

  it('holds one small JPEG data URL per image, for every image the datasets point to', async () => {
    const committed = JSON.parse(await readFile(path.join(CONTENT, 'assets.json'), 'utf8')) as Record<string, {metadata: {lqip: string}}>
    for (const dataset of ['data.ndjson', 'demo-season.ndjson']) {
      const text = await readFile(path.join(CONTENT, dataset), 'utf8')
      const files = [...text.matchAll(/image@file:\/\/\.\/images\/([0-9a-f]+)-(\d+)x(\d+)\.(\w+)/g)]
      expect(files.length).toBeGreaterThan(0)
      for (const [, hash, w, h, ext] of files) {
        const lqip = committed[`image-${hash}-${w}x${h}-${ext}`]?.metadata.lqip
        expect(lqip).toMatch(/^data:image\/webp;base64,/)
        expect(lqip!.length).toBeLessThanOrEqual(LQIP_MAX_CHARS)
      }
    }
  })

  it('makes a 20 px wide LQIP', async () => {
    const sharp = (await import('sharp')).default
    const red = await sharp({create: {width: 300, height: 200, channels: 3, background: '#c00'}}).png().toBuffer()
    const lqip = await lqipDataUrl(red)
    const meta = await sharp(Buffer.from(lqip.split(',')[1]!, 'base64')).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 20, 13])
  })
})
