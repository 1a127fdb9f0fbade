// Draws the app icons from the league logo's SVG, so the install prompt, home-screen tile and
// browser tab all show the crest: web/app/icon.svg, web/app/apple-icon.png and web/public/icons/*.
// Run with `npx tsx scripts/generate-icons.ts`; the output is committed.
import {mkdir, writeFile} from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {tokens} from '../web/theme/theme'
import {leagueLogoSvg} from './seed/artwork'

const WEB = path.resolve(import.meta.dirname, '../web')

/** The logo centred on a full-bleed square, `scale` of its side wide. */
async function tile(size: number, scale: number, background: string | null): Promise<Buffer> {
  const logoSize = Math.round(size * scale)
  const logo = await sharp(Buffer.from(leagueLogoSvg()), {density: Math.ceil((72 * logoSize) / 256)})
    .resize(logoSize, logoSize)
    .png()
    .toBuffer()
  const offset = Math.round((size - logoSize) / 2)
  return sharp({
    create: {width: size, height: size, channels: 4, background: background ?? {r: 0, g: 0, b: 0, alpha: 0}},
  })
    .composite([{input: logo, top: offset, left: offset}])
    .png({compressionLevel: 9})
    .toBuffer()
}

async function main() {
  const icons = path.join(WEB, 'public/icons')
  await mkdir(icons, {recursive: true})
  // "any" icons keep the round crest with clear corners.
  await writeFile(path.join(icons, 'icon-192.png'), await tile(192, 1, null))
  await writeFile(path.join(icons, 'icon-512.png'), await tile(512, 1, null))
  // Maskable: launchers crop to a shape inside the central 80 % circle, so the crest sits within it
  // on a full-bleed background in the league's dark green.
  await writeFile(path.join(icons, 'maskable-512.png'), await tile(512, 0.74, tokens.colors.primaryDark))
  // iOS rounds the corners itself and shows transparency as black: full-bleed, opaque.
  await writeFile(path.join(WEB, 'app/apple-icon.png'), await tile(180, 0.86, tokens.colors.primaryDark))
  await writeFile(path.join(WEB, 'app/icon.svg'), `${leagueLogoSvg()}\n`)
  console.log('Icons written to web/public/icons, web/app/icon.svg and web/app/apple-icon.png')
}

await main()
