// Draws the seed's placeholder artwork as SVG (league logo, team crests, gallery "photos"), so the
// repo ships its own small images and nothing is downloaded.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A small deterministic PRNG so regenerated images are byte-identical. */
export function seededRandom(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t += 0x6d2b79f5
    let r = Math.imul(t ^ (t >>> 15), 1 | t)
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r)
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

export function leagueLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/><stop offset="1" stop-color="#21d07a"/></linearGradient></defs>
  <circle cx="128" cy="128" r="124" fill="url(#g)"/>
  <circle cx="128" cy="128" r="104" fill="none" stroke="#f4c430" stroke-width="8"/>
  <text x="128" y="150" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="72" fill="#fff" text-anchor="middle">OPL</text>
  <path d="M70 186 Q128 214 186 186" stroke="#f4c430" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`
}

export function teamCrestSvg(name: string, from: string, to: string): string {
  const initials = name
    .replace(/^Oxygen\s+/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <path d="M128 12 L228 48 V124 C228 184 184 226 128 244 C72 226 28 184 28 124 V48 Z" fill="url(#g)" stroke="#fff" stroke-width="8"/>
  <text x="128" y="150" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${initials.length > 2 ? 58 : 76}" fill="#fff" text-anchor="middle">${esc(initials)}</text>
</svg>`
}

type Palette = {sky: [string, string]; ground: string; accent: string}

const PALETTES: Record<string, Palette> = {
  'auction-2025': {sky: ['#3a1c71', '#d76d77'], ground: '#2b2d42', accent: '#ffaf7b'},
  'season-1-matches': {sky: ['#4facfe', '#c2e9fb'], ground: '#2e8b57', accent: '#f4c430'},
  'closing-day': {sky: ['#0f2027', '#2c5364'], ground: '#1e5631', accent: '#ffd700'},
}

/** A stylised ground scene: sky, field, pitch, stumps and figures, varied by seed. */
export function galleryPhotoSvg(section: string, index: number, width = 1200, height = 800): string {
  const p = PALETTES[section] ?? PALETTES['season-1-matches']!
  const rnd = seededRandom(index * 7919 + section.length * 104729)
  const horizon = height * (0.45 + rnd() * 0.15)
  const figures = Array.from({length: 3 + Math.floor(rnd() * 5)}, () => {
    const x = rnd() * width
    const y = horizon + 40 + rnd() * (height - horizon - 120)
    const s = 0.6 + (y / height) * 0.9
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})" fill="#fff" opacity="0.92">
      <circle cx="0" cy="-70" r="14"/><rect x="-12" y="-54" width="24" height="50" rx="8"/>
      <rect x="-11" y="-6" width="9" height="40" rx="4"/><rect x="2" y="-6" width="9" height="40" rx="4"/></g>`
  }).join('')
  const extras =
    section === 'closing-day'
      ? Array.from({length: 6}, () => {
          const cx = rnd() * width
          const cy = rnd() * horizon * 0.7
          return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(20 + rnd() * 50).toFixed(0)}" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="6 10"/>`
        }).join('')
      : `<circle cx="${(width * (0.1 + rnd() * 0.8)).toFixed(0)}" cy="${(horizon * 0.35).toFixed(0)}" r="48" fill="${p.accent}" opacity="0.85"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${extras}
  <rect y="${horizon.toFixed(0)}" width="${width}" height="${(height - horizon).toFixed(0)}" fill="${p.ground}"/>
  <polygon points="${width * 0.46},${horizon} ${width * 0.54},${horizon} ${width * 0.6},${height} ${width * 0.4},${height}" fill="#d2b48c" opacity="0.85"/>
  <g fill="#fff8e7"><rect x="${width * 0.49}" y="${horizon - 36}" width="5" height="40"/><rect x="${width * 0.5 - 2}" y="${horizon - 36}" width="5" height="40"/><rect x="${width * 0.51 - 4}" y="${horizon - 36}" width="5" height="40"/></g>
  ${figures}
</svg>`
}

export const blankImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" fill="#e8efe9"/></svg>`
