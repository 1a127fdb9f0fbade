// The site's and the news items' share images never cut a word: for the seed's and the demo season's
// posts and team notes, and for texts at the longest the Studio takes, every line measured with the
// font's own metrics fits its box, the whole fits above the footer rule, a text that is too long ends at
// a whole word with "…", and a team name too long for its lines gives way to the team's code.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {blockWidth, type OgBlock} from '@/lib/seo/og-layout'
import {NEWS_IMAGE, noteImageLayout, postImageLayout, SITE_IMAGE, siteImageLayout} from '@/lib/seo/news-image-layout'
import {OG_CONTENT_BOX} from '@/lib/seo/result-image-layout'
import {ogText} from './og-parts'

type Doc = {_id: string; _type: string; name?: string; title?: string; summary?: string; team?: {_ref: string}; quote?: string; captain?: string}

const docsOf = (file: string): Doc[] =>
  readFileSync(path.join(process.cwd(), 'content', file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
const docs = [...docsOf('data.ndjson'), ...docsOf('demo-season.ndjson')]
const posts = docs.filter((d) => d._type === 'post')
const teamNames = new Map(docs.filter((d) => d._type === 'team').map((d) => [d._id, d.name ?? '']))
const notes = docs.filter((d) => d._type === 'teamNote').map((d) => ({team: teamNames.get(d.team?._ref ?? '') ?? '', quote: d.quote ?? '', captain: d.captain ?? ''}))

const words = (text: string) => text.replace(/[“”…]/g, ' ').split(/\s+/).filter(Boolean)
/** Every word a block draws is a whole word of its source (the last one may carry the "…"). */
const wholeWords = (block: OgBlock, source: string) => {
  const own = new Set(words(source))
  return block.lines.flatMap((line) => words(line).map((w) => w.replace(/[,.;:!?–—-]+$/, ''))).filter((w) => !own.has(w) && ![...own].some((o) => o.replace(/[,.;:!?–—-]+$/, '') === w))
}

const LONG_WORDS = 'The Oxygen Elite Warriors Rising Force chased down one hundred and eighty nine under the floodlights'
const atLimit = (chars: number) => (LONG_WORDS + ' ').repeat(Math.ceil(chars / LONG_WORDS.length)).slice(0, chars)

describe('the news share images', () => {
  it('has posts and notes to lay out', () => {
    expect(posts.length).toBeGreaterThan(2)
    expect(notes.length).toBeGreaterThan(3)
    expect(notes.every((note) => note.team)).toBe(true)
  })

  it("lay out every post's title and summary inside the box, words whole", () => {
    const titles = [...posts.map((p) => p.title ?? ''), atLimit(300)]
    const summaries = [...posts.map((p) => p.summary ?? ''), atLimit(2_000)]
    for (const title of titles) {
      for (const summary of summaries) {
        const layout = postImageLayout(ogText(title, 600), ogText(summary, 600))
        expect(blockWidth(layout.title)).toBeLessThanOrEqual(OG_CONTENT_BOX.width - NEWS_IMAGE.crest - NEWS_IMAGE.crestGap)
        expect(blockWidth(layout.summary)).toBeLessThanOrEqual(OG_CONTENT_BOX.width)
        expect(layout.height).toBeLessThanOrEqual(OG_CONTENT_BOX.height)
        expect(wholeWords(layout.title, title)).toEqual([])
        expect(wholeWords(layout.summary, summary)).toEqual([])
      }
    }
  })

  it('ends a text too long for its lines at a whole word with "…"', () => {
    const layout = postImageLayout(atLimit(300), atLimit(2_000))
    expect(layout.title.lines).toHaveLength(NEWS_IMAGE.titleLines)
    expect(layout.title.lines.at(-1)).toMatch(/[A-Za-z]…$/)
    expect(layout.summary.lines).toHaveLength(NEWS_IMAGE.summaryLines)
    expect(layout.summary.lines.at(-1)).toMatch(/[A-Za-z]…$/)
  })

  it("lay out every team note's team, quote and captain inside the box", () => {
    for (const note of [...notes, {team: atLimit(300), quote: atLimit(2_000), captain: atLimit(300)}]) {
      const layout = noteImageLayout(ogText(note.team, 200), ogText(note.quote, 600), ogText(note.captain, 200))
      expect(blockWidth(layout.team)).toBeLessThanOrEqual(OG_CONTENT_BOX.width - NEWS_IMAGE.crest - NEWS_IMAGE.crestGap)
      for (const block of [layout.quote, layout.captain]) if (block) expect(blockWidth(block)).toBeLessThanOrEqual(OG_CONTENT_BOX.width)
      expect(layout.height).toBeLessThanOrEqual(OG_CONTENT_BOX.height)
      if (layout.quote?.lines.at(-1)?.includes('…')) expect(layout.quote.lines.at(-1)).toMatch(/…”$/)
    }
  })

  it("writes a team's whole name when it fits its lines, and its code, whole, when it would be cut", () => {
    expect(noteImageLayout('Oxygen Elite Warriors Rising Force', '', '').team.lines.join(' ')).toBe('Oxygen Elite Warriors Rising Force')
    const long = 'Oxygen Elite Warriors Rising Force of the Eastern Boundary Road Apartments Cricket Club'
    expect(noteImageLayout(long, '', '').team.lines).toEqual(['OEW'])
  })
})

describe("the site's share image", () => {
  it('lays out the season label, the name and the description beside the crest', () => {
    const width = OG_CONTENT_BOX.width - SITE_IMAGE.crest - SITE_IMAGE.crestGap
    for (const [label, name, description] of [
      ['2026 season', 'Oxygen Premier League', 'Apartment cricket among the housing societies of Sarjapur, Bangalore.'],
      [`${atLimit(60)} season`, atLimit(200), atLimit(600)],
    ] as const) {
      const layout = siteImageLayout(label, name, description)
      for (const block of [layout.label, layout.name, layout.description]) if (block) expect(blockWidth(block)).toBeLessThanOrEqual(width)
      expect(layout.height).toBeLessThanOrEqual(OG_CONTENT_BOX.height)
      expect(wholeWords(layout.name, name)).toEqual([])
    }
  })
})
