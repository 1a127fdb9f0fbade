import sharp from 'sharp'
const [a, b, top, height, out] = process.argv.slice(2)
const meta = {}
for (const f of [a, b]) meta[f] = await sharp(f).metadata()
const w = meta[a].width
const crop = (f) => sharp(f).extract({left: 0, top: +top, width: w, height: Math.min(+height, meta[f].height - +top)}).toBuffer()
const [ia, ib] = await Promise.all([crop(a), crop(b)])
await sharp({create: {width: w * 2 + 10, height: +height, channels: 3, background: '#f0f'}}).composite([{input: ia, left: 0, top: 0}, {input: ib, left: w + 10, top: 0}]).png().toFile(out)
