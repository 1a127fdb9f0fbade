// Measures how well white text reads over a hero image: the brightest text-sized patch in the middle
// of the picture (where the slide's headline, tagline and button sit) against white, as WCAG computes it.
import sharp from 'sharp'

/** Patches about this many pixels square: a line of hero text is at least this tall. */
const PATCH_PX = 12
/** The part of the picture the centred slide text can cover, as fractions of width and height. */
const TEXT_AREA = {left: 0.15, top: 0.2, width: 0.7, height: 0.6}

const linear = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

export async function whiteTextContrast(image: Buffer): Promise<number> {
  const {width = 0, height = 0} = await sharp(image).metadata()
  const area = {
    left: Math.round(width * TEXT_AREA.left),
    top: Math.round(height * TEXT_AREA.top),
    width: Math.round(width * TEXT_AREA.width),
    height: Math.round(height * TEXT_AREA.height),
  }
  const {data, info} = await sharp(image)
    .extract(area)
    .resize(Math.round(area.width / PATCH_PX), Math.round(area.height / PATCH_PX), {fit: 'fill'})
    .removeAlpha()
    .raw()
    .toBuffer({resolveWithObject: true})
  let brightest = 0
  for (let i = 0; i < data.length; i += info.channels) {
    const luminance = 0.2126 * linear(data[i]!) + 0.7152 * linear(data[i + 1]!) + 0.0722 * linear(data[i + 2]!)
    brightest = Math.max(brightest, luminance)
  }
  return 1.05 / (brightest + 0.05)
}
