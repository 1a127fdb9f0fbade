// One visible focus style: tabbing through the home page and every page of cards (news, posts, teams,
// societies, sponsors, photos; on the demo season the hub, a team's and a match's page), every focused
// element shows a ring (an outline at least 2 px wide) whose colour has 3:1 contrast against whatever
// it is drawn on — the dark green header, the hero, the light cards and page, the footer. The colour behind an element is
// found by walking up its ancestors to the first opaque background (every stop of a gradient counts,
// translucent layers are blended over what is below them), starting from what lies just outside
// the element's box.
import {expect, test, type Page} from '@playwright/test'
import {demoSite} from './support/demo-site'

type Stop = {
  label: string
  area: 'header' | 'hero' | 'main' | 'footer' | 'other'
  style: string
  width: number
  ring: number[]
  backgrounds: number[][]
  contrast: number
}

/** Runs in the page: describes the focused element's ring and what it sits on (null on <body>). */
function measureFocus(index: number): Stop | 'seen' | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return null
  if (el.dataset.focusStop) return 'seen'
  el.dataset.focusStop = String(index)

  const parse = (value: string): number[][] => {
    const colours: number[][] = []
    for (const m of value.matchAll(/rgba?\(([^)]+)\)/g)) {
      const [r, g, b, a = '1'] = m[1]!.split(/[\s,/]+/).filter(Boolean)
      colours.push([+r!, +g!, +b!, +a])
    }
    for (const m of value.matchAll(/color\(srgb ([^)]+)\)/g)) {
      const [r, g, b, a = '1'] = m[1]!.split(/[\s/]+/).filter(Boolean)
      colours.push([+r! * 255, +g! * 255, +b! * 255, +a])
    }
    return colours
  }
  const over = (top: number[], below: number[]) => {
    const a = top[3]!
    return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1)
  }
  const luminance = (c: number[]) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const ratio = (x: number[], y: number[]) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p)
    return (hi! + 0.05) / (lo! + 0.05)
  }

  // The ring: the element's outline, its ::after's, or (for a card whose whole area is the link) the
  // card's, a few levels up.
  let ringed: Element = el
  let style = getComputedStyle(el)
  if (style.outlineStyle === 'none' && getComputedStyle(el, '::after').outlineStyle !== 'none') style = getComputedStyle(el, '::after')
  for (let up = el.parentElement, level = 0; style.outlineStyle === 'none' && up && level < 4; up = up.parentElement, level++) {
    if (getComputedStyle(up).outlineStyle !== 'none') [ringed, style] = [up, getComputedStyle(up)]
  }
  const ring = parse(style.outlineColor)[0] ?? [0, 0, 0, 0]

  // What the ring is drawn on: whatever lies just outside the element's box, midway along each side
  // (an absolutely placed element may sit over something other than its parent).
  const box = ringed.getBoundingClientRect()
  const gap = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2
  const samples = [
    [box.left - gap, box.top + box.height / 2],
    [box.right + gap, box.top + box.height / 2],
    [box.left + box.width / 2, box.top - gap],
    [box.left + box.width / 2, box.bottom + gap],
  ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight)
  // The sticky header hides the page's content as it scrolls under it: a content ring there is drawn
  // on the page beneath.
  const inContent = el.closest('main') !== null
  const starts = samples.map(([x, y]) =>
    document.elementsFromPoint(x!, y!).find((node) => !ringed.contains(node) && !(inContent && node.closest('header'))),
  )
  const unique = [...new Set(starts.filter((node): node is Element => node instanceof HTMLElement))]
  const surfaces = (unique.length > 0 ? unique : [el.parentElement!]).flatMap(backgroundsFrom)
  return {
    label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    area: el.closest('header')
      ? 'header'
      : el.closest('[aria-roledescription="carousel"]')
        ? 'hero'
        : el.closest('footer')
          ? 'footer'
          : el.closest('main')
            ? 'main'
            : 'other',
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    ring,
    backgrounds: surfaces,
    contrast: Math.min(...surfaces.map((bg) => ratio(ring, bg))),
  }

  function backgroundsFrom(start: Element): number[][] {
    const translucent: number[][] = []
    let backgrounds: number[][] = [[255, 255, 255, 1]]
    for (let node: Element | null = start; node; node = node.parentElement) {
      const s = getComputedStyle(node)
      const colours = [
        ...(s.backgroundImage.includes('gradient') ? parse(s.backgroundImage) : []),
        ...parse(s.backgroundColor),
      ].filter((c) => c[3]! > 0)
      const opaque = colours.filter((c) => c[3] === 1)
      if (opaque.length === 0) {
        translucent.unshift(...colours)
        continue
      }
      const layers = colours.filter((c) => c[3]! < 1)
      backgrounds = [...opaque, ...layers.flatMap((layer) => opaque.map((base) => over(layer, base)))]
      break
    }
    // Layers nearer the element (e.g. a tinted band) lie over what was found further up.
    for (const layer of translucent.reverse()) backgrounds = backgrounds.flatMap((base) => [base, over(layer, base)])
    return backgrounds
  }
}

/** Tabs through the page until focus comes round again, measuring each stop. */
async function focusStops(page: Page, url: string): Promise<Stop[]> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  const stops: Stop[] = []
  for (let index = 0; index < 200; index++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(measureFocus, index)
    if (stop === 'seen') break
    if (stop) stops.push(stop)
  }
  return stops
}

/** Each stop without a ring of one style, 2 px or wider, at 3:1 against what it is drawn on. */
function ringFailures(stops: Stop[]): string[] {
  return stops
    .filter((stop) => stop.style === 'none' || stop.width < 2 || stop.contrast < 3)
    .map((stop) => `${stop.area} ${stop.label}: ${stop.style} ${stop.width}px rgb(${stop.ring.join(',')}) at ${stop.contrast.toFixed(2)}:1`)
}

const areasOf = (stops: Stop[]) => new Set(stops.map((stop) => stop.area))
const stylesOf = (stops: Stop[]) => new Set(stops.map((stop) => `${stop.style} ${stop.width}`))

test('every focus stop on / shows one ring at 3:1 against the surface behind it @phone', async ({page}) => {
  // Many Tab presses, each measured in the page: more than the default 30 s on a busy machine.
  test.setTimeout(120_000)
  const stops = await focusStops(page, '/')
  // The walk covered every part of the page the issue names.
  for (const area of ['header', 'hero', 'main', 'footer'] as const) expect(areasOf(stops), `a focus stop in the ${area}`).toContain(area)
  expect(stops.length).toBeGreaterThan(15)
  expect(ringFailures(stops)).toEqual([])
  // One style: the same width and line everywhere.
  expect(stylesOf(stops).size).toBe(1)
})

/** Pages whose cards are links or hold them: every card's focus must show as the same ring. */
for (const url of ['/news', '/participation/teams', '/sponsors', '/gallery']) {
  test(`every focus stop on ${url}, cards too, shows the same ring at 3:1`, async ({page}) => {
    test.setTimeout(120_000)
    const stops = await focusStops(page, url)
    for (const area of ['header', 'main', 'footer'] as const) expect(areasOf(stops), `a focus stop in the ${area}`).toContain(area)
    expect(ringFailures(stops)).toEqual([])
    expect(stylesOf(stops).size).toBe(1)
  })
}

test.describe('on the demo season', () => {
  const demo = demoSite()
  for (const path of ['/', '/news', '/participation/teams/oxygen-gangsters', '/matches/2026/1', '/matches/results']) {
    test(`every focus stop on ${path} shows the same ring at 3:1`, async ({page}) => {
      test.setTimeout(120_000)
      const stops = await focusStops(page, `${demo().url}${path}`)
      expect(areasOf(stops)).toContain('main')
      expect(ringFailures(stops)).toEqual([])
      expect(stylesOf(stops).size).toBe(1)
    })
  }
})
