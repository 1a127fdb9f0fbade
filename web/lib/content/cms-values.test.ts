// The content boundary: dates, numbers and email addresses that do not parse are dropped as the content
// arrives, the item kept, with one log line per document naming the field; valid values pass untouched.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {TEXT_MAX_CHARS} from '../../../league/fields/text-limits'
import {cleanCmsValues} from './cms-values'

let warnings: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warnings.mockRestore())

const match = (fields: Record<string, unknown>) => ({_id: 'match-7', matchNumber: 7, startsAt: '2026-01-24T04:30:00Z', home: {runs: 84, wickets: 6, overs: 8}, ...fields})

describe('cleanCmsValues', () => {
  it.each(['2026-12-32T25:61:00Z', 'next Tuesday', '2026-02-30T10:00:00Z', '2026-01-24', 12])('drops a match time of %j, keeping the match', (startsAt) => {
    const [cleaned] = cleanCmsValues([match({startsAt, _id: `match-${String(startsAt)}`})])
    expect(cleaned).toEqual(match({startsAt: null, _id: `match-${String(startsAt)}`}))
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(String(warnings.mock.calls[0]![0])).toBe(`[content] match-${String(startsAt)}: startsAt ${JSON.stringify(startsAt)} is not a date and time: shown without it.`)
  })

  it('keeps every value that parses, as it is', () => {
    const season = {
      _id: 'season-2026',
      year: 2026,
      overs: 8,
      matches: [match({}), match({_id: 'match-8', startsAt: '2026-01-25T10:00:00.000+05:30', away: {runs: 0, wickets: 0, overs: 7.3}})],
    }
    const settings = {supportEmail: 'support@example.org', registrationContact: {email: 'a.b+c@sub.example.co.in'}}
    const keyDate = {_id: 'k', date: '2026-02-28'}
    expect(cleanCmsValues(season)).toEqual(season)
    expect(cleanCmsValues(settings)).toEqual(settings)
    expect(cleanCmsValues(keyDate)).toEqual(keyDate)
    expect(cleanCmsValues({_id: 'empty', startsAt: null, supportEmail: ''})).toEqual({_id: 'empty', startsAt: null, supportEmail: ''})
    expect(warnings).not.toHaveBeenCalled()
  })

  it('drops numbers and emails that do not parse, nested too, with one line per document', () => {
    const season = {
      _id: 'season-x',
      year: '2026',
      matches: [match({_id: 'match-a', matchNumber: 1.5, home: {runs: -3, wickets: 2, overs: 8}}), match({_id: 'match-b'})],
    }
    const cleaned = cleanCmsValues(season)
    expect(cleaned.year).toBeNull()
    expect(cleaned.matches[0]).toMatchObject({matchNumber: null, home: {runs: null, wickets: 2, overs: 8}})
    expect(cleaned.matches[1]).toEqual(match({_id: 'match-b'}))
    expect(warnings.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '[content] season-x: year "2026" is not a whole number: shown without it.',
      '[content] match-a: matchNumber 1.5 is not a whole number from 1; runs -3 is not a whole number: shown without them.',
    ])
    const settings = cleanCmsValues({supportEmail: 'jösé@example.org'}, 'siteSettings')
    expect(settings.supportEmail).toBeNull()
    expect(String(warnings.mock.calls.at(-1)![0])).toContain('(siteSettings): supportEmail "jösé@example.org" is not an email address')
  })

  it('says it once: the same value fetched again is dropped without another line', () => {
    for (let i = 0; i < 5; i++) cleanCmsValues([match({_id: 'match-once', startsAt: 'soon'})])
    expect(warnings).toHaveBeenCalledTimes(1)
  })

  it("walks a delivery's runs object and wickets list, which share names with a match's numbers", () => {
    const delivery = {batter: 'p1', runs: {batter: 4, extras: 0, total: 4}, extras: null, wickets: [{kind: 'bowled', player_out: 'p1'}]}
    expect(cleanCmsValues([{_id: 'scorecard-1', innings: [{deliveries: [delivery]}]}])).toEqual([{_id: 'scorecard-1', innings: [{deliveries: [delivery]}]}])
    expect(warnings).not.toHaveBeenCalled()
  })
})

describe('texts past their field’s limit', () => {
  it('cuts a 29,000-character name to a name’s limit and a paragraph to its own, with one line per document', () => {
    const player = {_id: 'player-long', name: 'N'.repeat(29_000), team: {_id: 't', name: 'Oxygen Gangsters'}}
    const note = {_id: 'note-long', quote: 'q'.repeat(5_000), body: [{_type: 'block', children: [{_type: 'span', text: 't'.repeat(40_000)}]}]}
    const [cleanPlayer, cleanNote] = cleanCmsValues([player, note])
    expect(cleanPlayer).toEqual({...player, name: 'N'.repeat(TEXT_MAX_CHARS.string)})
    expect(cleanNote?.quote).toHaveLength(TEXT_MAX_CHARS.text)
    expect(cleanNote?.body[0]?.children[0]?.text).toHaveLength(TEXT_MAX_CHARS.richText)
    expect(warnings.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '[content] player-long: name has 29,000 characters, more than 300: shown cut to that.',
      '[content] note-long: quote has 5,000 characters, more than 2,000; text has 40,000 characters, more than 30,000: shown cut to those.',
    ])
  })

  it('leaves texts within their limits as they are', () => {
    const player = {_id: 'player-ok', name: 'N'.repeat(TEXT_MAX_CHARS.string), slug: 'aarav-sharma', lqip: `data:image/jpeg;base64,${'A'.repeat(1_000)}`}
    expect(cleanCmsValues(player)).toEqual(player)
    expect(warnings).not.toHaveBeenCalled()
  })
})

describe('a draft preview', () => {
  it('is not cut (its texts carry visual-editing markers after them), and its values are still parsed', () => {
    const player = {_id: 'drafts.player-long', name: 'N'.repeat(400), year: 'soon'}
    expect(cleanCmsValues(player, 'a query', {cutTexts: false})).toEqual({...player, year: null})
  })
})
