// The HTML breakdown counts each inline style tag once, groups the tags by the styled component of
// the element after them, and finds the same CSS again in the flight data.
import {describe, expect, it} from 'vitest'
import {htmlBreakdown} from './html-breakdown'

const card = '.a{color:red;content:"x"}'
const flight = JSON.stringify([1, `0:["$","style","sc-sc-1-0",{"data-styled":"","children":${JSON.stringify(card)}}]\n`])
const html = [
  '<!DOCTYPE html><html><body>',
  `<style data-styled="">${card}</style><li class="sc-1-0 a">one</li>`,
  `<style data-styled="">${card}</style><li class="sc-1-0 a">two</li>`,
  '<style data-styled="">.b{margin:0}</style><p class="sc-2-3 b">text</p>',
  `<script>self.__next_f.push(${flight})</script>`,
  '</body></html>',
].join('')

describe('htmlBreakdown', () => {
  const result = htmlBreakdown(html)

  it('counts the style tags, their bytes, and their bytes were each CSS text written once', () => {
    const tag = (css: string) => `<style data-styled="">${css}</style>`.length
    expect(result.styleTags).toBe(3)
    expect(result.styleBytes).toBe(2 * tag(card) + tag('.b{margin:0}'))
    expect(result.uniqueStyleBytes).toBe(tag(card) + tag('.b{margin:0}'))
    expect(result.rawBytes).toBe(Buffer.byteLength(html))
    expect(result.gzipBytes).toBeGreaterThan(0)
  })

  it('groups the tags by styled component, the most expensive first', () => {
    expect(result.groups.map((g) => [g.componentId, g.tags, g.variants])).toEqual([
      ['sc-1-0', 2, 1],
      ['sc-2-3', 1, 1],
    ])
  })

  it('measures the flight data and the CSS it repeats, as the HTML carries it', () => {
    expect(result.flightBytes).toBe(`<script>self.__next_f.push(${flight})</script>`.length)
    const inHtml = JSON.stringify(JSON.stringify(card).slice(1, -1)).slice(1, -1).length
    expect(result.groups[0]!.flightBytes).toBe(inHtml)
    expect(result.groups[1]!.flightBytes).toBe(0)
    expect(result.flightStyleBytes).toBe(inHtml)
  })
})
