// Where a page's HTML bytes go: its inline `<style>` tags (styled-components writes one beside each
// styled element it renders on the server), grouped by styled component, and its flight data (the
// `self.__next_f.push` scripts React hydrates from), with how much of that repeats the styles.
// Pure: `npm run weight` feeds it a served page.
import {gzipSync} from 'node:zlib'

export type StyleGroup = {
  /** The styled component's id (`sc-<hash>-<n>`) from the element after the tag, or '' for none. */
  componentId: string
  tags: number
  bytes: number
  /** Different CSS texts the component wrote (one per set of props that changes its CSS). */
  variants: number
  /** HTML bytes the flight data spends on the same CSS. */
  flightBytes: number
  sample: string
}

export type HtmlBreakdown = {
  rawBytes: number
  gzipBytes: number
  styleTags: number
  styleBytes: number
  /** Bytes of the style tags if each distinct CSS text were written once. */
  uniqueStyleBytes: number
  flightBytes: number
  /** Flight data bytes (as the HTML carries them) that hold the page's style CSS. */
  flightStyleBytes: number
  groups: StyleGroup[]
}

const STYLE_TAG = /<style[^>]*>([\s\S]*?)<\/style>(<[a-z][^>]*>)?/g
const FLIGHT_SCRIPT = /<script>(self\.__next_f\.push\((\[[\s\S]*?\])\))<\/script>/g
const COMPONENT_ID = /\bsc-[A-Za-z0-9]+-\d+\b/

/** How a string is written inside a JSON string literal. */
const jsonText = (text: string) => JSON.stringify(text).slice(1, -1)

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

export function htmlBreakdown(html: string): HtmlBreakdown {
  const body = Buffer.from(html, 'utf8')
  let flightBytes = 0
  let flight = ''
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    flightBytes += Buffer.byteLength(match[0], 'utf8')
    const chunk: unknown = JSON.parse(match[2]!)
    if (Array.isArray(chunk) && typeof chunk[1] === 'string') flight += chunk[1]
  }
  const byComponent = new Map<string, {tags: number; bytes: number; css: Set<string>; sample: string}>()
  let styleTags = 0
  let styleBytes = 0
  for (const match of html.matchAll(STYLE_TAG)) {
    const [tag, css = '', next = ''] = match
    const tagBytes = Buffer.byteLength(tag, 'utf8') - Buffer.byteLength(next, 'utf8')
    styleTags++
    styleBytes += tagBytes
    const id = COMPONENT_ID.exec(next)?.[0] ?? ''
    const group = byComponent.get(id) ?? {tags: 0, bytes: 0, css: new Set<string>(), sample: css.slice(0, 80)}
    group.tags++
    group.bytes += tagBytes
    group.css.add(css)
    byComponent.set(id, group)
  }
  const allCss = new Set<string>()
  const groups: StyleGroup[] = [...byComponent].map(([componentId, group]) => {
    let groupFlight = 0
    for (const css of group.css) {
      allCss.add(css)
      // The flight data holds the CSS as a JSON string inside the script's own JSON string.
      const inFlight = jsonText(css)
      groupFlight += occurrences(flight, inFlight) * Buffer.byteLength(jsonText(inFlight), 'utf8')
    }
    return {componentId, tags: group.tags, bytes: group.bytes, variants: group.css.size, flightBytes: groupFlight, sample: group.sample}
  })
  groups.sort((a, b) => b.bytes + b.flightBytes - (a.bytes + a.flightBytes))
  const uniqueStyleBytes = [...allCss].reduce((sum, css) => sum + Buffer.byteLength(`<style data-styled="">${css}</style>`, 'utf8'), 0)
  return {
    rawBytes: body.length,
    gzipBytes: gzipSync(body, {level: 9}).length,
    styleTags,
    styleBytes,
    uniqueStyleBytes,
    flightBytes,
    flightStyleBytes: groups.reduce((sum, g) => sum + g.flightBytes, 0),
    groups,
  }
}
