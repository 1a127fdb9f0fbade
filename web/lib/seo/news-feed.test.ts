// The Atom feed of posts: newest first, each entry with its absolute link, date, author and summary,
// CMS text as plain text without control characters, at most FEED_MAX_ENTRIES entries, and a valid
// empty feed when there are no posts.
import {describe, expect, it} from 'vitest'
import type {PostsQueryResult} from '@/lib/content'
import {leagueFrom} from './league'
import {FEED_MAX_ENTRIES, newsFeed} from './news-feed'

const league = leagueFrom({leagueName: 'Oxygen Premier League', shortName: 'OPL'} as never, 'https://opl.example.org')

const post = (n: number, fields: Partial<PostsQueryResult[number]> = {}): PostsQueryResult[number] => ({
  _id: `post-${n}`,
  slug: `report-${n}`,
  title: `Report ${n}`,
  publishedAt: new Date(Date.UTC(2026, 9, 30 - n, 5)).toISOString(),
  author: 'Meera Iyer',
  summary: `Summary ${n}`,
  cover: {asset: null, crop: null, hotspot: null, alt: '', dimensions: null, lqip: null},
  teams: [],
  match: null,
  ...fields,
})

const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!)

/** The render's clock, for a feed with no post to date it. */
const NOW = Date.UTC(2026, 10, 27, 6)

describe('newsFeed', () => {
  it('writes one Atom entry per post, in the given order, with absolute links, dates, author and summary', () => {
    const xml = newsFeed([post(1), post(2)], league, NOW)
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/)
    expect(xml).toContain('<link rel="self" href="https://opl.example.org/news/feed.xml"/>')
    const [first, second] = entries(xml)
    expect(first).toContain('<link href="https://opl.example.org/news/report-1"/>')
    expect(first).toContain(`<published>${post(1).publishedAt}</published>`)
    expect(first).toContain('<name>Meera Iyer</name>')
    expect(first).toContain('Summary 1')
    expect(second).toContain('Report 2')
  })

  it('writes CMS text as plain text, escaped, whatever a headline holds', () => {
    const xml = newsFeed([post(1, {title: 'Kings & Queens <win> "at home"', summary: ']]> & <b>bold</b>'})], league, NOW)
    expect(entries(xml)[0]).toContain('<title type="text">Kings &amp; Queens &lt;win&gt; "at home"</title>')
    expect(entries(xml)[0]).toContain('<summary type="text">]]&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</summary>')
    expect(xml).not.toContain('type="html"')
  })

  it('drops the control characters XML cannot hold: one in a title made the feed unreadable', () => {
    const xml = newsFeed([post(1, {title: 'Bell\u0007 and\u001b escape\u0000', author: 'Meera\u000b Iyer'})], league, NOW)
    expect(entries(xml)[0]).toContain('<title type="text">Bell and escape</title>')
    expect(entries(xml)[0]).toContain('<name>Meera Iyer</name>')
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
  })

  it('escapes a link that holds an ampersand, and leaves out a post whose date did not parse', () => {
    const xml = newsFeed([post(1, {slug: 'a&b'}), post(2, {publishedAt: null as never})], league, NOW)
    expect(entries(xml)).toHaveLength(1)
    expect(entries(xml)[0]).toContain('<link href="https://opl.example.org/news/a&amp;b"/>')
  })

  it(`keeps the newest ${FEED_MAX_ENTRIES} posts`, () => {
    const many = Array.from({length: FEED_MAX_ENTRIES + 5}, (_, i) => post(i))
    expect(entries(newsFeed(many, league, NOW))).toHaveLength(FEED_MAX_ENTRIES)
  })

  it('is a valid feed without entries when there are no posts, dated by the render', () => {
    const xml = newsFeed([], league, NOW)
    expect(entries(xml)).toEqual([])
    expect(xml).toContain(`<updated>${new Date(NOW).toISOString()}</updated>`)
    expect(xml).toContain('<title type="text">Oxygen Premier League: news</title>')
  })
})
