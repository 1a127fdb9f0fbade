import {describe, expect, it} from 'vitest'
import {matchProblems} from './match-rules'

const good = {
  homeTeam: {_ref: 'team-a'},
  awayTeam: {_ref: 'team-b'},
  status: 'completed',
  home: {runs: 84, wickets: 6, overs: 8},
  away: {runs: 80, wickets: 9, overs: 8},
  winner: 'home',
}

describe('match rules', () => {
  it('accepts a possible result and a scheduled match without scores', () => {
    expect(matchProblems(good, 8)).toEqual([])
    expect(matchProblems({homeTeam: {_ref: 'a'}, awayTeam: {_ref: 'b'}, status: 'scheduled'}, 8)).toEqual([])
  })
  it('refuses each impossible record with a message that says what is wrong', () => {
    expect(matchProblems({...good, awayTeam: {_ref: 'team-a'}}, 8)).toEqual([
      'A team cannot play itself: choose two different teams.',
    ])
    expect(matchProblems({...good, home: {runs: 84, wickets: 11, overs: 8}}, 8)).toEqual([
      "The home side's wickets must be 0 to 10.",
    ])
    expect(matchProblems({...good, away: {runs: 80, wickets: 2, overs: 7.6}}, 8)).toEqual([
      "The away side's overs must be written like 7.3 (7 overs, 3 balls; balls 0–5).",
    ])
    expect(matchProblems({...good, away: {runs: 80, wickets: 2, overs: 8.1}}, 8)).toEqual([
      "The away side's overs cannot be more than the season's 8.",
    ])
    expect(matchProblems({...good, winner: 'team-c'}, 8)).toEqual([
      'Choose the winner: one of the two teams, or a tie.',
    ])
  })
})
