// The home hero's seed images, one per slide (1920 × 1080): night and dusk scenes whose bright detail
// stays at the edges, with a dark band through the middle where the slide's white text sits, so the
// text reads at 4.5:1 or more even without the site's overlay (generate-seed.ts measures it).
import {SKINS, ball, crowd, figure, firework, floodlight, ground, radial, stringLights, stumps, svg} from './draw'

const W = 1920
const H = 1080

/** Darkens the middle of the picture, where the headline, tagline and button sit. */
const textBand = `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#050b14" stop-opacity="0.25"/><stop offset="0.2" stop-color="#050b14" stop-opacity="0.72"/>
  <stop offset="0.8" stop-color="#050b14" stop-opacity="0.72"/><stop offset="1" stop-color="#050b14" stop-opacity="0.25"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#band)"/>`

const SCENES: Record<string, (rnd: () => number) => string> = {
  // The ground at night between the apartment towers, floodlights on, a match in play.
  'apartment-premier-league': (rnd) =>
    `<defs>${radial('glow', '#fff6d5', 0.6)}</defs>` +
    ground({w: W, h: H, horizon: 560, sky: ['#03060f', '#111b3a'], grass: ['#2a6e3a', '#123d1e'], night: true, rnd}) +
    floodlight(160, 560, 420, 'glow') + floodlight(1760, 560, 420, 'glow') + stumps(960, 640, 0.9) +
    figure({x: 1010, y: 650, s: 1, pose: 'bat', kit: '#0b6e4f', flip: true, skin: SKINS[1]}) +
    figure({x: 900, y: 1000, s: 2.2, pose: 'bowl', kit: '#b8322a', flip: true, skin: SKINS[4]}) + ball(950, 760, 10),
  // Season 2 at dusk: a batter launches one into the evening sky.
  'season-2': (rnd) =>
    `<defs>${radial('sun', '#ffb347', 0.9)}</defs>` +
    ground({w: W, h: H, horizon: 700, sky: ['#120a2a', '#4a1d5e', '#d0643c'], grass: ['#2f5e2f', '#143318'], night: true, rnd, pitch: false}) +
    `<circle cx="260" cy="700" r="260" fill="url(#sun)"/>` +
    figure({x: 1640, y: 1040, s: 3.4, pose: 'loft', kit: '#1d5fd0', skin: SKINS[0]}) +
    `<path d="M1500 420 Q1000 60 420 260" stroke="#ffffff" stroke-width="5" stroke-dasharray="6 18" fill="none" opacity="0.5"/>` + ball(420, 260, 14),
  // The carnival: fireworks, strings of lights and the crowd on the boundary.
  'cricket-carnival': (rnd) =>
    `<rect width="${W}" height="${H}" fill="#060a1c"/>` +
    firework(230, 230, 170, '#f4c430') + firework(1690, 200, 190, '#ff6b9a') + firework(1500, 420, 110, '#6bd4ff') + firework(420, 470, 120, '#b5ff8a') +
    stringLights(0, W, 40, 70, ['#ffe066', '#ff6b6b', '#6bcbff', '#b5ff8a']) +
    `<rect y="840" width="${W}" height="240" fill="#0b2414"/>` + crowd({w: W, top: 880, rows: 3, rnd, size: 52, colours: ['#1b2340', '#3a1d4a', '#12331f', '#4a2a12']}),
}

export const HERO_SIZE = {width: W, height: H}

export function heroImageSvg(slideKey: string, rnd: () => number): string {
  const scene = SCENES[slideKey]
  if (!scene) throw new Error(`No hero image for slide ${slideKey}`)
  return svg(W, H, scene(rnd) + textBand)
}
