import {describe, expect, it} from 'vitest'
import {REVALIDATION_MAP} from '../league/site/revalidation'
import {addressesFor, pageAddresses, pageValues} from './page-addresses'

describe('"Used on": the real pages a document shows on', () => {
  it('names a match’s own page and its two teams’ pages, never a route pattern', () => {
    const pages = pageAddresses(REVALIDATION_MAP.match.paths, pageValues({season: 2026, number: 9, team0: 'Oxygen Elite Warriors Rising Force', team1: 'Oxygen Gangsters'}))
    expect(pages).toContain('/matches/2026/9')
    expect(pages).toContain('/matches/2026')
    expect(pages).toContain('/participation/teams/oxygen-elite-warriors-rising-force')
    expect(pages).toContain('/matches/schedules/oxygen-gangsters')
    expect(pages).toContain('/matches/results/oxygen-gangsters')
    expect(pages.filter((page) => /\[|\]|\.\w+$/.test(page))).toEqual([])
  })

  it('names a post’s own address, its teams’ pages and its match’s page', () => {
    const pages = pageAddresses(REVALIDATION_MAP.post.paths, pageValues({news: 'desperados-win', team0: 'Oxygen Desperados', season: 2026, number: 11}))
    expect(pages).toEqual(['/news', '/news/desperados-win', '/participation/teams/oxygen-desperados', '/matches/2026/11'])
  })

  it('leaves out a pattern the document gives no value for', () => {
    expect(addressesFor('/matches/schedules/[team]', {})).toEqual([])
    expect(addressesFor('/news/[slug]', {news: '  '})).toEqual([])
    expect(pageAddresses(REVALIDATION_MAP.keyDate.paths, pageValues({}))).not.toContain('/matches/schedules/[team]')
  })
})
