// Regenerates the embedded dataset: content/data.ndjson (in `sanity dataset export` form, images
// referenced as `_sanityAsset: "image@file://./images/…"`), the images it points to and content/assets.json
// (their LQIP placeholders, see seed/asset-metadata.ts).
// Run with `npm run seed:generate`; the output is committed.
import {createHash} from 'node:crypto'
import {mkdir, readdir, rm, stat, writeFile} from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {leagueLogoSvg, seededRandom} from './seed/artwork'
import {galleryPhotoSvg} from './seed/gallery-scenes'
import {heroImageSvg} from './seed/hero-art'
import {openSlotCrestSvg, sponsorLogoSvg, teamCrestSvg} from './seed/marks'
import * as seed from './seed/seed-content'
import {whiteTextContrast} from './seed/text-contrast'
import {writeAssetMetadata} from './seed/asset-metadata'

const CONTENT_DIR = path.resolve(import.meta.dirname, '../content')
const IMAGES_DIR = path.join(CONTENT_DIR, 'images')

type ImageRef = {_type: string; _sanityAsset: string}

/** The least contrast white hero text may have over its seed image (WCAG AA for body text). */
const MIN_HERO_TEXT_CONTRAST = 4.5

/** Renders an SVG and stores it under Sanity's asset file name: <sha1>-<w>x<h>.<ext>. */
async function storeImage(svg: string, format: 'png' | 'jpg'): Promise<ImageRef & {buffer: Buffer}> {
  const pipeline = sharp(Buffer.from(svg))
  const buffer =
    format === 'png'
      ? await pipeline.png({compressionLevel: 9, palette: true}).toBuffer()
      : await pipeline.jpeg({quality: 76, mozjpeg: true}).toBuffer()
  const {width, height} = await sharp(buffer).metadata()
  const hash = createHash('sha1').update(buffer).digest('hex')
  const file = `${hash}-${width}x${height}.${format}`
  await writeFile(path.join(IMAGES_DIR, file), buffer)
  return {_type: 'image', _sanityAsset: `image@file://./images/${file}`, buffer}
}

/** The image field as the seed stores it: the accessibleImage wrapper around the file reference. */
const accessibleImage = ({_sanityAsset}: ImageRef, alt: string) => ({_type: 'accessibleImage', _sanityAsset, alt})

const SEED_CREATED_AT = '2025-11-01T09:00:00Z'
const SEED_UPDATED_AT = '2025-11-15T09:00:00Z'

const rank = (i: number) => `0|${String(i + 1).padStart(2, '0')}0000:`
const block = (text: string, i: number) => ({
  _type: 'block',
  _key: `p${i}`,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `s${i}`, text, marks: []}],
})

async function main() {
  await rm(IMAGES_DIR, {recursive: true, force: true})
  await mkdir(IMAGES_DIR, {recursive: true})
  const docs: Record<string, unknown>[] = []

  const logo = await storeImage(leagueLogoSvg(), 'png')
  docs.push({
    _id: 'siteSettings',
    _type: 'siteSettings',
    ...seed.settings,
    socialLink: {_type: 'link', ...seed.settings.socialLink},
    registrationContact: {_type: 'supportContact', ...seed.settings.registrationContact},
    logo: accessibleImage(logo, 'Oxygen Premier League logo'),
  })

  for (const [i, {key, imageAlt, ...slide}] of seed.heroSlides.entries()) {
    const image = await storeImage(heroImageSvg(key, seededRandom(i + 1)), 'jpg')
    const contrast = await whiteTextContrast(image.buffer)
    console.log(`Hero ${key}: white text at ${contrast.toFixed(2)}:1 over the text band (${(image.buffer.length / 1024).toFixed(0)} KiB)`)
    if (contrast < MIN_HERO_TEXT_CONTRAST) throw new Error(`Hero image ${key} is too bright for white text (${contrast.toFixed(2)}:1)`)
    docs.push({_id: `heroSlide-${key}`, _type: 'heroSlide', ...slide, image: accessibleImage(image, imageAlt), orderRank: rank(i)})
  }

  for (const s of seed.societies) docs.push({_id: `society-${s.key}`, _type: 'society', name: s.name, location: s.location})

  const crests = new Map<string, ImageRef>()
  for (const t of seed.teams) {
    const crest = await storeImage(teamCrestSvg(t.key, t.colours[0], t.colours[1]), 'png')
    crests.set(t.key, crest)
    docs.push({
      _id: `team-${t.key}`,
      _type: 'team',
      name: t.name,
      shortName: t.shortName,
      icon: t.icon,
      isPlaceholder: false,
      society: {_type: 'reference', _ref: `society-${t.society}`},
      logo: accessibleImage(crest, `${t.name} crest`),
    })
  }
  const {key: placeholderKey, ...placeholder} = seed.placeholderTeam
  const openSlot = await storeImage(openSlotCrestSvg(), 'png')
  docs.push({
    _id: `team-${placeholderKey}`,
    _type: 'team',
    ...placeholder,
    isPlaceholder: true,
    logo: accessibleImage(openSlot, 'An empty crest with a plus: a place for a new team'),
  })

  seed.teamNotes.forEach((note, i) => {
    const team = seed.teams.find((t) => t.key === note.team)!
    docs.push({
      _id: `teamNote-${team.key}`,
      _type: 'teamNote',
      slug: {_type: 'slug', current: team.key},
      team: {_type: 'reference', _ref: `team-${team.key}`},
      captain: note.captain,
      quote: note.quote,
      logo: accessibleImage(crests.get(team.key)!, `${team.name} crest`),
      colours: {_type: 'colourGradient', from: team.colours[0], to: team.colours[1]},
      orderRank: rank(i),
    })
  })

  seed.keyDates.forEach(({key, ...date}, i) => docs.push({_id: `keyDate-${key}`, _type: 'keyDate', ...date, orderRank: rank(i)}))

  for (const [i, section] of seed.gallerySections.entries()) {
    const images = []
    for (const [j, [caption, alt]] of section.photos.entries()) {
      const {_sanityAsset} = await storeImage(galleryPhotoSvg(section.key, j, seededRandom((i + 1) * 7919 + j * 104729)), 'jpg')
      images.push({_type: 'galleryImage', _sanityAsset, _key: `${section.key}-${j + 1}`, caption, alt})
    }
    docs.push({_id: `gallerySection-${section.key}`, _type: 'gallerySection', name: section.name, images, orderRank: rank(i)})
  }

  for (const sponsor of seed.sponsors) {
    const {key, ...fields} = sponsor
    if (!('logo' in fields)) {
      docs.push({_id: `sponsor-${key}`, _type: 'sponsor', ...fields})
      continue
    }
    const {logo: _drawn, ...rest} = fields
    const logo = await storeImage(sponsorLogoSvg(key, sponsor.name), 'png')
    docs.push({_id: `sponsor-${key}`, _type: 'sponsor', ...rest, logo: accessibleImage(logo, `${sponsor.name} logo`)})
  }

  for (const p of seed.pages) {
    docs.push({
      _id: `page-${p.slug}`,
      _type: 'page',
      title: p.title,
      slug: {_type: 'slug', current: p.slug},
      description: p.description,
      body: p.paragraphs.map(block),
    })
  }

  // Every exported document carries its creation and last-edit times, as `sanity dataset export` writes them.
  const stamped = docs.map(({_id, _type, ...rest}) => ({_id, _type, _createdAt: SEED_CREATED_AT, _updatedAt: SEED_UPDATED_AT, ...rest}))
  const ndjson = stamped.map((d) => JSON.stringify(d)).join('\n')
  await writeFile(path.join(CONTENT_DIR, 'data.ndjson'), `${ndjson}\n`)
  const files = await readdir(IMAGES_DIR)
  const bytes = (await Promise.all(files.map((f) => stat(path.join(IMAGES_DIR, f))))).reduce((sum, f) => sum + f.size, 0)
  console.log(`Wrote ${docs.length} documents to content/data.ndjson and ${files.length} images (${(bytes / 1024).toFixed(0)} KiB)`)
  // The metadata Sanity would compute on upload (the LQIP placeholders), for every image in content/images.
  const assets = await writeAssetMetadata(CONTENT_DIR)
  console.log(`Wrote content/assets.json (${assets} assets)`)
}

await main()
