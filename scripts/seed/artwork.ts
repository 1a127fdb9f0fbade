// The seed's league logo and the deterministic randomness its drawings share (crests and sponsor
// marks: marks.ts; gallery scenes: gallery-scenes.ts; hero images: hero-art.ts). Nothing is downloaded.

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

export const blankImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" fill="#e8efe9"/></svg>`
