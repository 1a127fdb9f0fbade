// Team crests and sponsor marks for the seed: each crest its own shape and emblem in the team's
// colours, with its name on a ribbon; each sponsor a symbol over a wordmark, drawn to sit in the
// round frame the site shows logos in. 256 × 256, rendered to PNG by generate-seed.ts.
import {linear, text} from './draw'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const wrap = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs>${defs}</defs>${body}</svg>`

const SHAPES = {
  shield: 'M128 10 L232 46 V120 C232 186 186 228 128 248 C70 228 24 186 24 120 V46 Z',
  roundel: 'M128 8 A120 120 0 1 1 127.9 8 Z',
  hexagon: 'M128 8 L232 68 V188 L128 248 L24 188 V68 Z',
  pennant: 'M28 14 H228 V170 L128 248 L28 170 Z',
}

const EMBLEMS = {
  // A lion's head: a spiked mane around a face.
  lion: `<g transform="translate(128 112)"><polygon points="${Array.from({length: 24}, (_, i) => {
    const a = (i / 24) * Math.PI * 2
    const r = i % 2 ? 58 : 74
    return `${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`
  }).join(' ')}" fill="#f4c430"/><circle r="44" fill="#e9a23b"/><circle cx="-15" cy="-8" r="6" fill="#2b1d0e"/><circle cx="15" cy="-8" r="6" fill="#2b1d0e"/>
    <path d="M-12 14 L12 14 L0 26 Z" fill="#2b1d0e"/><path d="M-14 32 Q0 40 14 32" stroke="#2b1d0e" stroke-width="4" fill="none"/></g>`,
  // A wolf's head, ears up, howling at a moon.
  wolf: `<circle cx="176" cy="70" r="26" fill="#fff3c4"/><path d="M78 172 L86 72 L114 104 L142 104 L170 72 L178 172 L128 198 Z" fill="#2b2d42"/>
    <path d="M104 150 L128 178 L152 150 L128 160 Z" fill="#e9e4d8"/><circle cx="108" cy="128" r="7" fill="#f4c430"/><circle cx="148" cy="128" r="7" fill="#f4c430"/>`,
  // A gladiator's crested helmet.
  helmet: `<path d="M70 80 Q128 20 186 80" stroke="#e2553b" stroke-width="26" fill="none" stroke-linecap="round"/>
    <path d="M76 120 Q76 70 128 70 Q180 70 180 120 V180 H146 V136 H110 V180 H76 Z" fill="#d9dde3"/><rect x="120" y="92" width="16" height="86" fill="#1d3b8f"/>`,
  // Crossed swords over a rising sun.
  swords: `<circle cx="128" cy="150" r="46" fill="#d4a017"/><rect x="60" y="150" width="136" height="50" fill="url(#crest)"/>
    <g stroke="#f2f2f2" stroke-width="10" stroke-linecap="round"><line x1="72" y1="58" x2="176" y2="170"/><line x1="184" y1="58" x2="80" y2="170"/></g>
    <g stroke="#d4a017" stroke-width="12" stroke-linecap="round"><line x1="150" y1="150" x2="174" y2="128"/><line x1="106" y1="150" x2="82" y2="128"/></g>`,
}

type CrestStyle = {shape: keyof typeof SHAPES; emblem: keyof typeof EMBLEMS; label: string}
const CREST_STYLES: Record<string, CrestStyle> = {
  'oxygen-gangsters': {shape: 'shield', emblem: 'lion', label: 'GANGSTERS'},
  'oxygen-desperados': {shape: 'roundel', emblem: 'wolf', label: 'DESPERADOS'},
  'oxygen-gladiators': {shape: 'hexagon', emblem: 'helmet', label: 'GLADIATORS'},
  'oxygen-elite-warriors-rising-force': {shape: 'pennant', emblem: 'swords', label: 'RISING FORCE'},
}

export function teamCrestSvg(teamKey: string, from: string, to: string): string {
  const style = CREST_STYLES[teamKey]
  if (!style) throw new Error(`No crest style for team ${teamKey}`)
  return wrap(
    `<path d="${SHAPES[style.shape]}" fill="url(#crest)" stroke="#ffffff" stroke-width="8"/>
    <path d="${SHAPES[style.shape]}" fill="none" stroke="#f4c430" stroke-width="3" transform="translate(128 128) scale(0.9) translate(-128 -128)"/>
    ${EMBLEMS[style.emblem]}
    <path d="M30 188 H226 L212 206 L226 224 H30 L44 206 Z" fill="#10231b"/>${text(128, 215, style.label.length > 10 ? 22 : 25, '#f4c430', esc(style.label))}`,
    linear('crest', [from, to]),
  )
}

/** The open slot's crest: a dashed outline with a plus, for the team still to join. */
export const openSlotCrestSvg = () =>
  wrap(`<path d="${SHAPES.shield}" fill="#f3f7f4" stroke="#8aa39a" stroke-width="6" stroke-dasharray="14 10"/>
  <path d="M128 70 V166 M80 118 H176" stroke="#0b6e4f" stroke-width="18" stroke-linecap="round"/>${text(128, 212, 26, '#44574e', 'YOUR TEAM')}`)

const SYMBOLS = {
  sun: `<circle cx="128" cy="88" r="30" fill="#ff8c42"/>${Array.from({length: 12}, (_, i) => {
    const a = (i / 12) * Math.PI * 2
    return `<line x1="${(128 + Math.cos(a) * 40).toFixed(1)}" y1="${(88 + Math.sin(a) * 40).toFixed(1)}" x2="${(128 + Math.cos(a) * 54).toFixed(1)}" y2="${(88 + Math.sin(a) * 54).toFixed(1)}" stroke="#ff8c42" stroke-width="8" stroke-linecap="round"/>`
  }).join('')}`,
  wave: `<path d="M70 100 Q99 60 128 100 T186 100" stroke="#1d8fd0" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M70 130 Q99 90 128 130 T186 130" stroke="#0b5d8a" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  bolt: `<path d="M128 36 L178 64 V120 L128 148 L78 120 V64 Z" fill="#14213d"/><path d="M136 52 L104 100 H128 L118 136 L152 84 H128 Z" fill="#f4c430"/>`,
  peaks: `<path d="M56 140 L104 64 L130 104 L150 80 L200 140 Z" fill="#2f6e2f"/><path d="M104 64 L118 86 L104 82 L92 88 Z" fill="#fff"/>`,
  orbit: `<circle cx="128" cy="94" r="22" fill="#c2185b"/><ellipse cx="128" cy="94" rx="62" ry="24" stroke="#c2185b" stroke-width="8" fill="none" transform="rotate(-20 128 94)"/>`,
}

type SponsorStyle = {symbol: keyof typeof SYMBOLS; ink: string; ring: string}
const SPONSOR_STYLES: Record<string, SponsorStyle> = {
  'co-1': {symbol: 'sun', ink: '#7a2e0e', ring: '#ff8c42'},
  'co-2': {symbol: 'wave', ink: '#0b3d5c', ring: '#1d8fd0'},
  'powered-1': {symbol: 'bolt', ink: '#14213d', ring: '#14213d'},
  'powered-2': {symbol: 'peaks', ink: '#1f4a22', ring: '#2f6e2f'},
  'powered-3': {symbol: 'orbit', ink: '#6a0f3a', ring: '#c2185b'},
}

/** A sponsor's mark: symbol above a two-line wordmark (the first words small, the last word big). */
export function sponsorLogoSvg(sponsorKey: string, name: string): string {
  const style = SPONSOR_STYLES[sponsorKey]
  if (!style) throw new Error(`No sponsor style for ${sponsorKey}`)
  const words = name.toUpperCase().split(/\s+/)
  const last = words.pop() ?? ''
  return wrap(`<circle cx="128" cy="128" r="122" fill="#ffffff" stroke="${style.ring}" stroke-width="6"/>
  ${SYMBOLS[style.symbol]}${text(128, 172, 22, style.ink, esc(words.join(' ')))}${text(128, 212, last.length > 5 ? 38 : 44, style.ink, esc(last))}`)
}
