// A match's share image never cuts a word: for every pairing of the seed's and the demo season's teams,
// every kind of result and the state of play, each line measured (with the font's own metrics) fits its
// box, the whole fits above the footer rule, and a long name gives way to the team's code, whole.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {blockWidth} from '@/lib/seo/og-layout'
import {OG_CONTENT_BOX, resultImageLayout} from '@/lib/seo/result-image-layout'
import {resultImageText} from './result-image'

type Team = {_id: string; name: string; shortName: string | null; icon: string | null; crest: null}

const teamsOf = (file: string): Team[] =>
  readFileSync(path.join(process.cwd(), 'content', file), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"team"'))
    .map((line) => JSON.parse(line) as {_id: string; name: string; shortName?: string})
    .map(({_id, name, shortName}) => ({_id, name, shortName: shortName ?? null, icon: null, crest: null}))

const teams = [...new Map([...teamsOf('data.ndjson'), ...teamsOf('demo-season.ndjson')].map((t) => [t._id, t])).values()]

/** The widest results a season writes: all out for three figures, a win by wickets and by runs, a tie. */
const results = [
  {status: 'completed', home: {runs: 188, wickets: 10, overs: 19.5, allOut: true}, away: {runs: 189, wickets: 4, overs: 19.4}, winner: 'away', battedFirst: 'home'},
  {status: 'completed', home: {runs: 188, wickets: 9, overs: 20}, away: {runs: 88, wickets: 10, overs: 11.3, allOut: true}, winner: 'home', battedFirst: 'home'},
  {status: 'completed', home: {runs: 120, wickets: 8, overs: 20}, away: {runs: 120, wickets: 7, overs: 20}, winner: null, battedFirst: 'home'},
  {status: 'live', home: {runs: 188, wickets: 9, overs: 20}, away: {runs: 101, wickets: 3, overs: 11.4}, winner: null, battedFirst: 'home'},
  {status: 'scheduled', home: null, away: null, winner: null, battedFirst: null},
]

/** Every pairing of the teams, at every stage, with one result. */
const matchesWith = (result: (typeof results)[number]) =>
  teams.flatMap((home) =>
    teams.filter((away) => away !== home).flatMap((away) => ['league', 'semiFinal', 'final'].map((stage) => ({...result, _id: `match-${home._id}-${away._id}`, stage, matchNumber: 99, startsAt: null, venue: null, homeTeam: home, awayTeam: away}))),
  )

const LIVE_LINE = 'OEW 101/3 (11.4) · need 88 from 50'

describe('the result share image', () => {
  it('has long names to shorten: the suite checks the case the issue saw', () => {
    expect(teams.map((t) => t.name)).toContain('Oxygen Elite Warriors Rising Force')
    expect(teams.length).toBeGreaterThanOrEqual(4)
  })

  it.each([
    ['a result', 0],
    ['a defended total', 1],
    ['a tie', 2],
    ['the state of play', 3],
    ['a fixture to come', 4],
  ])('fits every line of %s in its box, above the footer, for every pairing', (_, which) => {
    for (const match of matchesWith(results[which]!)) {
      const text = resultImageText(match, match.status === 'live' ? LIVE_LINE : 'Sat, 28 Nov 2026, 8:00 am IST')
      const layout = resultImageLayout(text)
      const label = `${match.homeTeam.name} v ${match.awayTeam.name}, ${match.stage}`
      expect(layout.height, label).toBeLessThanOrEqual(OG_CONTENT_BOX.height)
      expect(blockWidth(layout.title), label).toBeLessThanOrEqual(OG_CONTENT_BOX.width)
      expect(blockWidth(layout.outcome), label).toBeLessThanOrEqual(OG_CONTENT_BOX.width)
      for (const side of layout.sides) expect(blockWidth(side.name), label).toBeLessThanOrEqual(side.nameWidth)
      // Each text is one of its own forms, whole: no ellipsis, no word cut.
      expect(text.title, label).toContain(layout.title.lines.join(' '))
      expect(text.outcome, label).toContain(layout.outcome.lines.join(' '))
      layout.sides.forEach((side, i) => expect(text.sides[i]!.names, label).toContain(side.name.lines.join(' ')))
      expect([layout.title, layout.outcome, ...layout.sides.map((s) => s.name)].flatMap((b) => b.lines).join(' '), label).not.toContain('…')
    }
  })

  it('writes a long name as the team\'s code, as the pages do, and the margin whole', () => {
    const ewr = teams.find((t) => t.name === 'Oxygen Elite Warriors Rising Force')!
    const des = teams.find((t) => t.name === 'Oxygen Desperados')!
    const match = {...results[0]!, _id: 'match-11', stage: 'league', matchNumber: 11, startsAt: null, venue: null, homeTeam: ewr, awayTeam: des}
    const layout = resultImageLayout(resultImageText(match))
    expect(layout.sides.map((s) => s.name.lines.join(' '))).toEqual(['EWR', 'Oxygen Desperados'])
    expect(layout.outcome.lines.join(' ')).toBe('Oxygen Desperados won by 6 wickets')
  })
})
