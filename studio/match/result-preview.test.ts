import {describe, expect, it} from 'vitest'
import {BATTED_FIRST_MISSING, TEAMS_MISSING, typedResultPreview, type TypedScores} from './result-preview'

const names = {home: 'Oxygen Gangsters', away: 'Oxygen Desperados'}
const full: TypedScores = {battedFirst: 'home', home: {runs: 80, wickets: 5, overs: 8}, away: {runs: 81, wickets: 2, overs: 6.3}}

describe('the result the match form shows while scores are typed', () => {
  it('says the line a fan reads once every input is valid', () => {
    expect(typedResultPreview(full, names, 8)).toEqual({kind: 'line', text: 'Oxygen Desperados won by 8 wickets'})
    expect(typedResultPreview({...full, away: {runs: 60, wickets: 10, overs: 7}}, names, 8)).toEqual({kind: 'line', text: 'Oxygen Gangsters won by 20 runs'})
  })

  it.each<[string, TypedScores, string]>([
    ['eleven wickets and a seventh ball', {...full, away: {runs: 81, wickets: 11, overs: 7.8}}, "The away side's wickets must be 0 to 10."],
    ['overs with a seventh ball', {...full, away: {runs: 81, wickets: 2, overs: 7.8}}, "The away side's overs must be written like 7.3 (7 overs, 3 balls; balls 0–5)."],
    ['no away score yet', {...full, away: undefined}, "Enter the away side's score."],
    ['runs typed, wickets not yet', {...full, home: {runs: 80}}, "The home side's wickets must be 0 to 10."],
    ['more overs than the season plays', {...full, home: {runs: 80, wickets: 5, overs: 9}}, "The home side's overs cannot be more than the season's 8."],
    ['no batting order', {...full, battedFirst: undefined}, BATTED_FIRST_MISSING],
    ['a chase run on past a six', {...full, away: {runs: 95, wickets: 2, overs: 6}}, 'The chase needed 81: it ends once passed, so it cannot reach 95 (at most a six past the target).'],
  ])('shows no line, only what is missing, with %s', (_, scores, text) => {
    const preview = typedResultPreview(scores, names, 8)
    expect(preview).toEqual({kind: 'missing', text})
    expect(preview.text).not.toMatch(/won by|tied/)
  })

  it('shows no team until both teams are known ("Away team won" never shows)', () => {
    expect(typedResultPreview(full, null, 8)).toEqual({kind: 'missing', text: TEAMS_MISSING})
  })
})
