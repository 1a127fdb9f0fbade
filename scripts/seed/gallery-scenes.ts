// The 24 gallery "photos" of the seed, one illustrated scene per caption (seed-content.ts holds the
// captions and alt texts, in the same order): the auction hall, Season 1's matches, the closing day.
import {
  KITS, SKINS, ball, confetti, crowd, figure, firework, floodlight, ground, linear, radial, stringLights, stumps, svg, text, trophy, vignette,
  type Figure,
} from './draw'

const W = 1200
const H = 800
type Scene = (rnd: () => number) => string
const people = (list: Omit<Figure, 'skin'>[], rnd: () => number) =>
  list.map((f) => figure({...f, skin: SKINS[Math.floor(rnd() * SKINS.length)]})).join('')

// --- Auction 2025: an indoor hall, stage lights, paddles and the bid board --------------------
function hall(wall: [string, string], stage: string, banner: string): string {
  return `<defs>${linear('wall', wall)}${radial('spot', '#fff3c4', 0.5)}</defs><rect width="${W}" height="${H}" fill="url(#wall)"/>
  <ellipse cx="300" cy="260" rx="260" ry="200" fill="url(#spot)"/><ellipse cx="900" cy="240" rx="260" ry="200" fill="url(#spot)"/>
  <rect y="470" width="${W}" height="330" fill="${stage}"/><rect x="330" y="70" width="540" height="74" rx="8" fill="#10162b" stroke="#f4c430" stroke-width="4"/>
  ${text(600, 122, 40, '#f4c430', banner)}`
}
const paddle = (x: number, y: number, n: number, colour: string, tilt = 0) =>
  `<g transform="rotate(${tilt} ${x} ${y + 90})"><rect x="${x - 5}" y="${y + 20}" width="10" height="80" fill="#6b4a2b"/><circle cx="${x}" cy="${y}" r="34" fill="#fff" stroke="${colour}" stroke-width="8"/>${text(x, y + 12, 32, '#14213d', String(n))}</g>`
const bidBoard = (x: number, y: number, w: number, lines: [string, string][]) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${40 + lines.length * 56}" rx="10" fill="#0d1b2a" stroke="#f4c430" stroke-width="5"/>` +
  lines.map(([l, r], i) => `${text(x + 30, y + 70 + i * 56, 34, '#ffffff', l, 'start')}${text(x + w - 30, y + 70 + i * 56, 34, '#f4c430', r, 'end')}`).join('')
const teamTable = (x: number, y: number, w: number, cloth: string, name: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="120" fill="${cloth}"/><rect x="${x - 10}" y="${y - 12}" width="${w + 20}" height="14" fill="#e9e4d8"/>
  <rect x="${x + w / 2 - 90}" y="${y + 30}" width="180" height="48" rx="6" fill="#fff"/>${text(x + w / 2, y + 64, 26, cloth, name)}`

const auction: Scene[] = [
  (rnd) => hall(['#2a1035', '#5a2142'], '#3b1d2e', 'OPL PLAYER AUCTION 2025') +
    Array.from({length: 4}, (_, r) => Array.from({length: 9}, (_, c) => `<rect x="${70 + c * 122 + (r % 2) * 30}" y="${520 + r * 70}" width="90" height="60" rx="10" fill="#7a2232"/>`).join('')).join('') +
    crowd({w: W, top: 470, rows: 3, rnd, size: 44, colours: ['#1d3b8f', '#0b6e4f', '#7a1f1f', '#5b2a86', '#2b2d42', '#e9e4d8']}),
  (rnd) => hall(['#1c1233', '#46275e'], '#2a1a3d', 'BIDDING OPEN') + bidBoard(620, 200, 480, [['NEXT UP', 'BATTER'], ['BASE PRICE', '₹ 1,000']]) +
    `<polygon points="250,470 450,470 420,700 280,700" fill="#0b6e4f"/>${text(350, 560, 40, '#f4c430', 'OPL')}` +
    people([{x: 350, y: 470, s: 1.6, pose: 'raise', kit: '#14213d', legs: '#14213d'}], rnd) +
    `<rect x="370" y="95" width="70" height="26" rx="6" fill="#6b4a2b" transform="rotate(-30 405 108)"/><rect x="398" y="112" width="12" height="60" fill="#6b4a2b" transform="rotate(-30 405 108)"/>`,
  (rnd) => hall(['#401b1b', '#7a3b2e'], '#331616', 'ALL-ROUNDER · LOT 14') + bidBoard(300, 180, 600, [['CURRENT BID', '₹ 18,500'], ['PADDLE', '#7 vs #3']]) +
    crowd({w: W, top: 560, rows: 3, rnd, size: 58}) + paddle(260, 470, 7, '#0b6e4f', -12) + paddle(940, 450, 3, '#b8322a', 10),
  (rnd) => hall(['#10233d', '#23507a'], '#0f1d30', 'FIRST PICK') +
    [120, 260, 420, 560, 700, 860, 1010].map((x, i) => paddle(x, 330 + (i % 3) * 40, [4, 9, 2, 12, 6, 1, 11][i]!, [KITS.gangsters, KITS.desperados, KITS.gladiators, KITS.warriors][i % 4]!, (i - 3) * 4)).join('') +
    crowd({w: W, top: 500, rows: 4, rnd, size: 62}),
  (rnd) => `<defs>${linear('wall', ['#e8dcc4', '#c9b79a'])}</defs><rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="560" width="${W}" height="240" fill="#8a6a4a"/>` +
    `<rect x="140" y="90" width="420" height="300" rx="8" fill="#fff" stroke="#5b2a86" stroke-width="6"/>${text(350, 150, 32, '#5b2a86', 'SQUAD PLAN')}` +
    ['Opener', 'No. 3', 'Keeper', 'Spinner', 'Quick'].map((l, i) => `${text(180, 200 + i * 38, 26, '#333', `${i + 1}. ${l}`, 'start', 'normal')}<line x1="340" y1="${192 + i * 38}" x2="520" y2="${192 + i * 38}" stroke="#bbb" stroke-width="3"/>`).join('') +
    people([{x: 700, y: 560, s: 1.9, pose: 'point', kit: KITS.warriors, legs: '#1a1a2e', cap: '#d4a017'}, {x: 920, y: 560, s: 1.8, pose: 'stand', kit: KITS.gladiators, legs: '#1a1a2e', flip: true}], rnd) +
    teamTable(560, 560, 560, '#5b2a86', 'WARRIORS'),
  (rnd) => `<defs>${linear('wall', ['#1a0f08', '#4a2a12'])}${radial('spot', '#ffcf6b', 0.7)}</defs><rect width="${W}" height="${H}" fill="url(#wall)"/><ellipse cx="620" cy="520" rx="520" ry="300" fill="url(#spot)"/>` +
    `<rect x="200" y="560" width="800" height="90" rx="12" fill="#6b4a2b"/><rect x="480" y="500" width="240" height="70" rx="10" fill="#8b5e34"/>` +
    `<g transform="rotate(-18 640 440)"><rect x="560" y="380" width="220" height="96" rx="16" fill="#5a381c"/><rect x="640" y="470" width="26" height="220" fill="#5a381c" transform="rotate(62 653 470)"/></g>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<line x1="${520 - i * 40}" y1="${470 - i * 12}" x2="${430 - i * 60}" y2="${430 - i * 30}" stroke="#ffe08a" stroke-width="6" stroke-linecap="round"/>`).join('') +
    text(600, 200, 150, '#f4c430', 'SOLD!') + people([], rnd),
  (rnd) => hall(['#0e3b2c', '#1b6a4e'], '#0b2a1f', 'NEW SIGNINGS') +
    people(Array.from({length: 7}, (_, i) => ({x: 180 + i * 140, y: 720 - (i % 2) * 30, s: 1.45, pose: (i % 3 === 1 ? 'armsUp' : 'stand') as Figure['pose'], kit: [KITS.gangsters, KITS.desperados, KITS.gladiators, KITS.warriors][i % 4]!, legs: '#1a1a2e'})), rnd),
]

// --- Season 1 matches: the grounds between the apartment blocks, by day, dusk and under lights ----
const day = (rnd: () => number, horizon = 330, sky = ['#5aa9e6', '#cfe8f7']) => ground({w: W, h: H, horizon, sky, grass: ['#4f9d4a', '#2f6e2f'], rnd})
const dusk = (rnd: () => number, horizon = 340) => ground({w: W, h: H, horizon, sky: ['#2d1b4e', '#e0704a', '#f6c177'], grass: ['#3e7a3a', '#1f4a22'], rnd})
const night = (rnd: () => number, horizon = 360) =>
  `<defs>${radial('glow', '#fff6d5', 0.55)}</defs>` + ground({w: W, h: H, horizon, sky: ['#050a1a', '#18244a'], grass: ['#2f7a3f', '#174a24'], night: true, rnd}) +
  floodlight(110, horizon, 300, 'glow') + floodlight(1090, horizon, 300, 'glow')

const matches: Scene[] = [
  (rnd) => day(rnd, 320, ['#f7b267', '#fde4c3']) + stumps(600, 420, 0.7) + people([{x: 640, y: 420, s: 0.75, pose: 'bat', kit: KITS.desperados, flip: true}, {x: 560, y: 760, s: 1.9, pose: 'bowl', kit: KITS.gangsters, flip: true}], rnd) + ball(585, 520, 8),
  (rnd) => day(rnd) + stumps(760, 640, 1.4) + people([{x: 640, y: 700, s: 2.2, pose: 'drive', kit: KITS.gladiators}, {x: 330, y: 520, s: 1.2, pose: 'crouch', kit: KITS.gangsters, flip: true}], rnd) + ball(150, 470, 10, [560, 560]),
  (rnd) => day(rnd, 300, ['#7fb7e8', '#e6f2fb']) + stumps(600, 690, 2.4, true) + people([{x: 420, y: 700, s: 1.8, pose: 'bat', kit: KITS.warriors, rotate: -6}], rnd) + ball(610, 560, 12) +
    `<circle cx="600" cy="500" r="160" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="4 14" opacity="0.6"/>`,
  (rnd) => dusk(rnd) + people([{x: 560, y: 650, s: 2, pose: 'reach', kit: KITS.gangsters, rotate: -72}], rnd) + ball(410, 470, 11) +
    `<ellipse cx="600" cy="690" rx="260" ry="20" fill="#000" opacity="0.25"/>`,
  (rnd) => night(rnd) + stumps(600, 430, 0.7) + people([{x: 560, y: 700, s: 1.9, pose: 'bowl', kit: KITS.gladiators}, {x: 630, y: 430, s: 0.75, pose: 'bat', kit: KITS.gangsters, flip: true}], rnd) +
    `<path d="M620 260 Q660 170 610 380" stroke="#fff" stroke-dasharray="3 12" stroke-width="4" fill="none" opacity="0.8"/>` + ball(620, 255, 9),
  (rnd) => day(rnd, 280, ['#9ad0ec', '#f2f8fc']) + stumps(840, 680, 1.8, true) + people([{x: 620, y: 690, s: 2, pose: 'reach', kit: KITS.desperados, rotate: 70}, {x: 960, y: 690, s: 2, pose: 'armsUp', kit: KITS.warriors}], rnd),
  (rnd) => `<defs>${linear('bg', ['#cfd8dc', '#90a4ae'])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    Array.from({length: 4}, (_, r) => `<rect x="40" y="${40 + r * 190}" width="1120" height="150" fill="#eceff1"/><rect x="40" y="${150 + r * 190}" width="1120" height="12" fill="#78909c"/>` +
      crowd({w: 1080, x0: 80, top: 90 + r * 190, rows: 1, rnd, size: 40}) +
      Array.from({length: 18}, (_, k) => `<rect x="${50 + k * 62}" y="${150 + r * 190}" width="6" height="40" fill="#546e7a"/>`).join('') +
      `<rect x="${120 + r * 240}" y="${160 + r * 190}" width="120" height="46" fill="${[KITS.gangsters, KITS.desperados, KITS.gladiators, KITS.warriors][r]}"/>`).join(''),
  (rnd) => ground({w: W, h: H, horizon: 560, sky: ['#1e6fd9', '#8cc8ff'], grass: ['#4f9d4a', '#2f6e2f'], rnd, pitch: false}) +
    `<path d="M150 540 Q520 -40 1060 180" stroke="#fff" stroke-width="5" stroke-dasharray="6 16" fill="none"/>` + ball(1060, 180, 14) +
    people([{x: 160, y: 600, s: 0.9, pose: 'loft', kit: KITS.gangsters}, {x: 900, y: 760, s: 1.7, pose: 'reach', kit: KITS.desperados, flip: true}], rnd) + text(1040, 120, 64, '#ffffff', '6'),
  (rnd) => dusk(rnd, 300) + people(Array.from({length: 8}, (_, i) => ({x: 170 + i * 125, y: 700, s: 1.6, pose: 'shake' as const, kit: i < 4 ? KITS.gladiators : KITS.desperados, flip: i >= 4})), rnd),
  (rnd) => day(rnd, 300, ['#bfe3c0', '#eef8ee']) + stumps(600, 650, 1.9, true) +
    people([{x: 430, y: 700, s: 2, pose: 'armsUp', kit: KITS.gangsters, cap: '#0b2a1f'}, {x: 840, y: 650, s: 1.9, pose: 'bat', kit: KITS.warriors, rotate: 8}], rnd) +
    `<circle cx="344" cy="292" r="22" fill="#f4c430"/><circle cx="516" cy="292" r="22" fill="#f4c430"/>`,
  (rnd) => day(rnd, 520, ['#0d5bb5', '#58a8f0']) + people([{x: 600, y: 760, s: 3.1, pose: 'run', kit: KITS.desperados, legs: '#f3f1ea'}], rnd) + ball(700, 300, 12),
  (rnd) => `<defs>${radial('glow', '#fff6d5', 0.5)}</defs>` + night(rnd, 380) +
    `<rect x="380" y="110" width="440" height="170" rx="10" fill="#0a0f1f" stroke="#f4c430" stroke-width="5"/>${text(600, 170, 40, '#f4c430', 'GANGSTERS WIN')}${text(600, 240, 56, '#ffffff', '103/4  (7.2)')}` +
    people([{x: 600, y: 740, s: 2, pose: 'hold', kit: KITS.gangsters}, {x: 380, y: 740, s: 1.7, pose: 'armsUp', kit: KITS.gangsters}, {x: 820, y: 740, s: 1.7, pose: 'run', kit: KITS.gangsters, flip: true}], rnd) +
    `<line x1="586" y1="526" x2="560" y2="380" stroke="#e8c98f" stroke-width="14" stroke-linecap="round"/>`,
]

// --- Closing day: trophy, stage, families, fireworks and the team photo ---------------------------
const evening = (top: string, bottom: string) => `<defs>${linear('bg', [top, bottom])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`
const closing: Scene[] = [
  (rnd) => evening('#1a1240', '#a8326e') + confetti(W, 500, 90, rnd, ['#f4c430', '#ffffff', '#21d07a', '#ff8fa3']) + trophy(600, 220, 1.3) +
    people([{x: 600, y: 760, s: 2.4, pose: 'hold', kit: KITS.gangsters}, ...[260, 400, 800, 940].map((x, i) => ({x, y: 780, s: 2, pose: 'armsUp' as const, kit: KITS.gangsters, flip: i > 1}))], rnd),
  (rnd) => evening('#07101f', '#1d2b4a') + `<defs>${radial('spot', '#fff3c4', 0.75)}</defs><ellipse cx="600" cy="560" rx="380" ry="260" fill="url(#spot)"/><rect y="620" width="${W}" height="180" fill="#3a2a1a"/>` +
    `<rect x="280" y="110" width="640" height="80" rx="8" fill="#0b6e4f"/>${text(600, 166, 40, '#f4c430', 'PLAYER OF THE TOURNAMENT')}` +
    people([{x: 520, y: 620, s: 2.2, pose: 'shake', kit: '#1a1a2e', legs: '#1a1a2e'}, {x: 700, y: 620, s: 2.2, pose: 'shake', kit: KITS.desperados, flip: true}], rnd) + trophy(760, 420, 0.6),
  (rnd) => evening('#f6a35b', '#ffd9a0') + ground({w: W, h: H, horizon: 360, sky: ['#f28c4b', '#ffd39a'], grass: ['#5a9a48', '#2f6e2f'], rnd, pitch: false}) +
    stringLights(0, W, 120, 60, ['#ffe066', '#ff6b6b', '#6bcBff', '#b5ff8a']) +
    `<rect x="180" y="600" width="300" height="130" fill="#e63946" opacity="0.85"/><rect x="720" y="620" width="320" height="120" fill="#1d5fd0" opacity="0.85"/>` +
    people([280, 360, 430, 800, 880, 970].map((x, i) => ({x, y: 660 + (i % 2) * 30, s: i % 3 === 2 ? 0.9 : 1.5, pose: (i % 2 ? 'stand' : 'point') as Figure['pose'], kit: ['#ff8fa3', '#f4c430', '#21d07a', '#6c4ab6', '#e2553b', '#ffffff'][i]!, legs: '#2b2d42', flip: i > 2})), rnd),
  (rnd) => evening('#02040c', '#0f1b3d') + firework(300, 200, 130, '#f4c430') + firework(650, 140, 100, '#ff6b9a') + firework(950, 240, 150, '#6bd4ff') + firework(480, 330, 70, '#b5ff8a') +
    `<defs>${radial('glow', '#fff6d5', 0.4)}</defs>` + floodlight(90, 640, 280, 'glow') + floodlight(1110, 640, 280, 'glow') +
    `<rect y="640" width="${W}" height="160" fill="#0b2414"/>` + crowd({w: W, top: 690, rows: 2, rnd, size: 40, colours: ['#101522', '#1b2233', '#0d1a12']}),
  (rnd) => evening('#0b6e4f', '#07402e') + `<rect x="250" y="50" width="700" height="90" rx="10" fill="#f4c430"/>${text(600, 112, 52, '#07402e', 'OPL SEASON 1 · 2025')}` +
    `<rect y="600" width="${W}" height="200" fill="#2f6e2f"/>` +
    people([
      ...Array.from({length: 8}, (_, i) => ({x: 130 + i * 135, y: 520, s: 1.25, pose: 'stand' as const, kit: [KITS.gangsters, KITS.desperados, KITS.gladiators, KITS.warriors][Math.floor(i / 2)]!, legs: '#f3f1ea'})),
      ...Array.from({length: 9}, (_, i) => ({x: 80 + i * 130, y: 700, s: 1.45, pose: (i === 4 ? 'hold' : 'stand') as Figure['pose'], kit: [KITS.gangsters, KITS.desperados, KITS.gladiators, KITS.warriors][i % 4]!, legs: '#f3f1ea'})),
    ], rnd) + trophy(600, 420, 0.5),
]

export const GALLERY_SCENES: Record<string, Scene[]> = {'auction-2025': auction, 'season-1-matches': matches, 'closing-day': closing}

export function galleryPhotoSvg(section: string, index: number, rnd: () => number): string {
  const scene = GALLERY_SCENES[section]?.[index]
  if (!scene) throw new Error(`No scene for ${section} #${index + 1}`)
  return svg(W, H, scene(rnd) + vignette(W, H, 0.35))
}
