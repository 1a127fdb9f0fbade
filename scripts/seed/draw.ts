// Drawing kit for the seed's illustrations (gallery scenes, hero images): posed players, grounds,
// apartment blocks, floodlights, crowds, fireworks, trophy. Plain SVG strings, rendered by sharp.
export type Pt = [number, number]
export type PoseName =
  | 'stand' | 'bat' | 'drive' | 'loft' | 'bowl' | 'run' | 'reach' | 'armsUp' | 'crouch' | 'shake' | 'raise' | 'hold' | 'point'

type Pose = {head: Pt; neck: Pt; hip: Pt; elbows: [Pt, Pt]; hands: [Pt, Pt]; knees: [Pt, Pt]; feet: [Pt, Pt]; bat?: Pt}

// Joint positions for a figure 180 units tall standing on (0, 0), facing right.
const POSES: Record<PoseName, Pose> = {
  stand: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-16, -118], [16, -118]], hands: [[-20, -92], [20, -92]], knees: [[-9, -46], [9, -46]], feet: [[-13, 0], [13, 0]]},
  bat: {head: [8, -160], neck: [2, -140], hip: [-4, -86], elbows: [[10, -116], [16, -110]], hands: [[20, -100], [22, -98]], knees: [[-18, -44], [18, -46]], feet: [[-24, 0], [24, 0]], bat: [34, -6]},
  drive: {head: [14, -160], neck: [6, -140], hip: [-6, -86], elbows: [[8, -160], [0, -150]], hands: [[-6, -178], [-4, -174]], knees: [[-22, -44], [30, -48]], feet: [[-34, 0], [44, 0]], bat: [-44, -226]},
  loft: {head: [2, -162], neck: [0, -142], hip: [-2, -88], elbows: [[-18, -160], [-10, -156]], hands: [[-30, -176], [-26, -172]], knees: [[-16, -46], [22, -46]], feet: [[-22, 0], [30, 0]], bat: [-80, -214]},
  bowl: {head: [14, -162], neck: [8, -142], hip: [-4, -88], elbows: [[34, -126], [6, -186]], hands: [[44, -104], [10, -226]], knees: [[26, -46], [-28, -54]], feet: [[34, 0], [-52, -24]]},
  run: {head: [10, -164], neck: [6, -144], hip: [0, -90], elbows: [[-16, -122], [28, -124]], hands: [[-28, -104], [32, -148]], knees: [[26, -62], [-18, -50]], feet: [[20, -14], [-40, -30]]},
  reach: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-10, -180], [10, -180]], hands: [[-14, -212], [14, -212]], knees: [[-9, -46], [9, -46]], feet: [[-13, 0], [13, 0]]},
  armsUp: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-34, -170], [34, -170]], hands: [[-44, -206], [44, -206]], knees: [[-12, -46], [12, -46]], feet: [[-20, 0], [20, 0]]},
  crouch: {head: [16, -116], neck: [8, -98], hip: [-8, -58], elbows: [[22, -74], [30, -78]], hands: [[40, -62], [46, -66]], knees: [[18, -34], [28, -36]], feet: [[-6, 0], [14, 0]]},
  shake: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-14, -118], [24, -116]], hands: [[-18, -92], [46, -106]], knees: [[-9, -46], [9, -46]], feet: [[-13, 0], [13, 0]]},
  raise: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-16, -118], [22, -178]], hands: [[-20, -92], [26, -214]], knees: [[-9, -46], [9, -46]], feet: [[-13, 0], [13, 0]]},
  hold: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-26, -178], [26, -178]], hands: [[-14, -214], [14, -214]], knees: [[-11, -46], [11, -46]], feet: [[-16, 0], [16, 0]]},
  point: {head: [0, -166], neck: [0, -146], hip: [0, -90], elbows: [[-16, -118], [34, -156]], hands: [[-20, -92], [62, -172]], knees: [[-9, -46], [9, -46]], feet: [[-13, 0], [13, 0]]},
}

export type Figure = {x: number; y: number; s: number; pose: PoseName; kit: string; legs?: string; skin?: string; flip?: boolean; rotate?: number; cap?: string}

const line = (pts: Pt[]) => pts.map(([x, y]) => `${x},${y}`).join(' ')

/** A player or person: thick limbs in kit colours, head, cap, and a bat where the pose holds one. */
export function figure({x, y, s, pose, kit, legs = '#f3f1ea', skin = '#a0662f', flip = false, rotate = 0, cap}: Figure): string {
  const p = POSES[pose]
  const limb = (pts: Pt[], colour: string, w: number) =>
    `<polyline points="${line(pts)}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`
  const bat = p.bat
    ? `<line x1="${p.hands[1][0]}" y1="${p.hands[1][1]}" x2="${p.bat[0]}" y2="${p.bat[1]}" stroke="#e8c98f" stroke-width="11" stroke-linecap="round"/>` +
      `<line x1="${p.hands[1][0]}" y1="${p.hands[1][1]}" x2="${(p.hands[1][0] * 3 + p.bat[0]) / 4}" y2="${(p.hands[1][1] * 3 + p.bat[1]) / 4}" stroke="#3b3b3b" stroke-width="6" stroke-linecap="round"/>`
    : ''
  const capPath = cap ? `<path d="M${p.head[0] - 16},${p.head[1] - 2} a16,16 0 0 1 32,0 h12 z" fill="${cap}"/>` : ''
  const t = `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate}) scale(${flip ? -s : s} ${s})`
  return `<g transform="${t}">
    ${limb([p.hip, p.knees[0], p.feet[0]], legs, 16)}${limb([p.hip, p.knees[1], p.feet[1]], legs, 16)}
    <circle cx="${p.feet[0][0]}" cy="${p.feet[0][1]}" r="8" fill="#2a2a2a"/><circle cx="${p.feet[1][0]}" cy="${p.feet[1][1]}" r="8" fill="#2a2a2a"/>
    ${limb([p.neck, p.hip], kit, 34)}
    ${limb([p.neck, p.elbows[0], p.hands[0]], kit, 12)}${limb([p.neck, p.elbows[1], p.hands[1]], kit, 12)}
    <circle cx="${p.hands[0][0]}" cy="${p.hands[0][1]}" r="6" fill="${skin}"/><circle cx="${p.hands[1][0]}" cy="${p.hands[1][1]}" r="6" fill="${skin}"/>
    ${bat}<circle cx="${p.head[0]}" cy="${p.head[1]}" r="16" fill="${skin}"/>${capPath}</g>`
}

export const SKINS = ['#8d5524', '#c68642', '#a0662f', '#e0ac69', '#6b3e1e', '#b5773f']
export const KITS = {gangsters: '#0b6e4f', desperados: '#b8322a', gladiators: '#1d5fd0', warriors: '#5b2a86', umpire: '#f2f2f2'}

export const linear = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`

export const radial = (id: string, colour: string, opacity = 0.9) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`

/** Sky, a row of apartment blocks (lit windows at night), the outfield with mowing stripes and the pitch. */
export function ground(o: {w: number; h: number; horizon: number; sky: string[]; grass: [string, string]; night?: boolean; rnd: () => number; pitch?: boolean}): string {
  const {w, h, horizon, rnd} = o
  let blocks = ''
  for (let x = -20; x < w; ) {
    const bw = 90 + rnd() * 120
    const bh = 60 + rnd() * 150
    const top = horizon - bh
    const shade = o.night ? '#141b2e' : '#b9c2c9'
    let windows = ''
    for (let wy = top + 14; wy < horizon - 12; wy += 22)
      for (let wx = x + 12; wx < x + bw - 16; wx += 20)
        if (rnd() < (o.night ? 0.45 : 0.8))
          windows += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="9" height="11" fill="${o.night ? (rnd() < 0.7 ? '#ffd98a' : '#9fd3ff') : '#8797a3'}"/>`
    blocks += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${shade}"/>${windows}`
    x += bw + 6 + rnd() * 30
  }
  const stripes = Array.from({length: 8}, (_, i) => {
    const x0 = (i / 8) * w
    const x1 = ((i + 1) / 8) * w
    return i % 2 ? `<polygon points="${w / 2 + (x0 - w / 2) * 0.5},${horizon} ${w / 2 + (x1 - w / 2) * 0.5},${horizon} ${w / 2 + (x1 - w / 2) * 2.2},${h} ${w / 2 + (x0 - w / 2) * 2.2},${h}" fill="#ffffff" opacity="0.05"/>` : ''
  }).join('')
  const pitch = o.pitch === false ? '' : `<polygon points="${w * 0.47},${horizon + 18} ${w * 0.53},${horizon + 18} ${w * 0.6},${h} ${w * 0.4},${h}" fill="#cdb283"/>`
  return `<defs>${linear('sky', o.sky)}${linear('grass', o.grass)}</defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>${blocks}
  <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#grass)"/>${stripes}
  <path d="M0 ${horizon + 14} Q${w / 2} ${horizon + 4} ${w} ${horizon + 14}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3" fill="none"/>${pitch}`
}

export const stumps = (x: number, y: number, s: number, broken = false) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#f7ecd0">${[-12, 0, 12]
    .map((dx, i) => (broken && i === 1 ? `<rect x="-3" y="-70" width="6" height="72" transform="rotate(-35 0 0)"/>` : `<rect x="${dx - 3}" y="-70" width="6" height="72"/>`))
    .join('')}${broken ? '<rect x="-30" y="-110" width="14" height="5" transform="rotate(25 -23 -108)"/><rect x="14" y="-124" width="14" height="5" transform="rotate(-40 21 -122)"/>' : '<rect x="-15" y="-74" width="30" height="5"/>'}</g>`

export const ball = (x: number, y: number, r = 9, trail?: Pt) =>
  (trail ? `<line x1="${trail[0]}" y1="${trail[1]}" x2="${x}" y2="${y}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${r * 1.2}" stroke-linecap="round" stroke-dasharray="2 ${r * 1.6}"/>` : '') +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#c21d2c"/><path d="M${x - r * 0.6} ${y - r * 0.6} Q${x} ${y} ${x + r * 0.6} ${y + r * 0.6}" stroke="#fff" stroke-width="1.5" fill="none"/>`

export function floodlight(x: number, base: number, height: number, glowId: string): string {
  const top = base - height
  const lamps = Array.from({length: 12}, (_, i) => `<circle cx="${x - 30 + (i % 4) * 20}" cy="${top - 20 + Math.floor(i / 4) * 16}" r="6" fill="#fffbe6"/>`).join('')
  return `<circle cx="${x}" cy="${top - 4}" r="${height * 0.55}" fill="url(#${glowId})"/>
  <polygon points="${x - 6},${base} ${x + 6},${base} ${x + 3},${top} ${x - 3},${top}" fill="#2b3140"/>
  <rect x="${x - 42}" y="${top - 34}" width="84" height="52" rx="4" fill="#2b3140"/>${lamps}`
}

/** Rows of heads and shoulders seen from behind or in front, in mixed clothes. */
export function crowd(o: {w: number; top: number; rows: number; rnd: () => number; size?: number; colours?: string[]; x0?: number}): string {
  const size = o.size ?? 26
  const colours = o.colours ?? ['#e2553b', '#f4c430', '#1d5fd0', '#0b6e4f', '#f2f2f2', '#5b2a86', '#ff8fa3', '#14213d']
  let out = ''
  for (let r = 0; r < o.rows; r++) {
    const y = o.top + r * size * 1.1
    for (let x = (o.x0 ?? 0) - size + (r % 2) * size * 0.5; x < (o.x0 ?? 0) + o.w + size; x += size * (1.05 + o.rnd() * 0.4)) {
      const c = colours[Math.floor(o.rnd() * colours.length)]
      const skin = SKINS[Math.floor(o.rnd() * SKINS.length)]
      const lift = o.rnd() < 0.18 ? `<line x1="${x + size * 0.4}" y1="${y}" x2="${x + size * 0.6}" y2="${y - size * 1.3}" stroke="${c}" stroke-width="${size * 0.28}" stroke-linecap="round"/>` : ''
      out += `${lift}<rect x="${x - size * 0.55}" y="${y}" width="${size * 1.1}" height="${size * 1.4}" rx="${size * 0.45}" fill="${c}"/><circle cx="${x}" cy="${y - size * 0.2}" r="${size * 0.38}" fill="${skin}"/>`
    }
  }
  return out
}

export function firework(cx: number, cy: number, r: number, colour: string, rays = 18): string {
  return `<g stroke="${colour}" stroke-linecap="round">${Array.from({length: rays}, (_, i) => {
    const a = (i / rays) * Math.PI * 2
    return `<line x1="${(cx + Math.cos(a) * r * 0.25).toFixed(1)}" y1="${(cy + Math.sin(a) * r * 0.25).toFixed(1)}" x2="${(cx + Math.cos(a) * r).toFixed(1)}" y2="${(cy + Math.sin(a) * r).toFixed(1)}" stroke-width="3"/><circle cx="${(cx + Math.cos(a) * r * 1.08).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 1.08).toFixed(1)}" r="3" fill="${colour}"/>`
  }).join('')}</g>`
}

/** A sagging string of bulbs from (x1, y) to (x2, y). */
export function stringLights(x1: number, x2: number, y: number, sag: number, colours: string[]): string {
  const n = Math.round((x2 - x1) / 34)
  const bulbs = Array.from({length: n + 1}, (_, i) => {
    const t = i / n
    const bx = x1 + (x2 - x1) * t
    const by = y + 4 * sag * t * (1 - t)
    const c = colours[i % colours.length]
    return `<circle cx="${bx.toFixed(1)}" cy="${(by + 6).toFixed(1)}" r="14" fill="${c}" opacity="0.25"/><circle cx="${bx.toFixed(1)}" cy="${(by + 6).toFixed(1)}" r="5.5" fill="${c}"/>`
  }).join('')
  return `<path d="M${x1} ${y} Q${(x1 + x2) / 2} ${y + 2 * sag} ${x2} ${y}" stroke="#1b1b1b" stroke-width="2" fill="none"/>${bulbs}`
}

export function trophy(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-40 -150 h80 v20 c0 40 -18 62 -32 70 v22 h18 v14 h-52 v-14 h18 v-22 c-14 -8 -32 -30 -32 -70 z" fill="url(#gold)"/>
    <path d="M-40 -140 c-30 0 -30 40 0 46 M40 -140 c30 0 30 40 0 46" stroke="#e0a800" stroke-width="7" fill="none"/>
    <rect x="-32" y="-10" width="64" height="14" rx="3" fill="#5a3b12"/><path d="M-22 -136 v40" stroke="#fff6c2" stroke-width="6" opacity="0.6"/></g>`
}

export const confetti = (w: number, h: number, n: number, rnd: () => number, colours: string[]) =>
  Array.from({length: n}, () => {
    const [x, y] = [(rnd() * w).toFixed(0), (rnd() * h).toFixed(0)]
    return `<rect x="${x}" y="${y}" width="12" height="6" fill="${colours[Math.floor(rnd() * colours.length)]}" transform="rotate(${(rnd() * 180).toFixed(0)} ${x} ${y})"/>`
  }).join('')

export const vignette = (w: number, h: number, strength = 0.45) =>
  `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${linear('gold', ['#fff1a8', '#f4c430', '#b8860b'])}</defs>${body}</svg>`

export const text = (x: number, y: number, size: number, fill: string, body: string, anchor = 'middle', weight = 'bold') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-stretch="condensed" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${body}</text>`
