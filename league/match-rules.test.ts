import {describe, expect, it} from 'vitest'
import {inningsPartProblems, matchProblems, winnerOf} from './match-rules'

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
      'The winner follows from the scores: home or away (the side with more runs), or tie on equal runs.',
    ])
  })

  it('refuses results cricket does not allow', () => {
    expect(matchProblems({...good, winner: 'away'}, 8)).toEqual([
      'The away side cannot win with fewer runs (80 against 84): correct the winner or a score.',
    ])
    expect(matchProblems({...good, winner: 'tie'}, 8)).toEqual(['A tie needs equal runs; the scores say 84 and 80.'])
    expect(matchProblems({...good, away: {runs: 84, wickets: 9, overs: 8}}, 8)).toEqual([
      'Equal runs make a tie: choose Tie as the winner, or correct a score.',
    ])
    // Home set 120; the away side cannot chase down to 180.
    const chase = {...good, battedFirst: 'home', home: {runs: 120, wickets: 10, overs: 7.4}, winner: 'away'}
    expect(matchProblems({...chase, away: {runs: 180, wickets: 3, overs: 7}}, 8)).toEqual([
      'The chase needed 121: it ends once passed, so it cannot reach 180 (at most a six past the target).',
    ])
    expect(matchProblems({...chase, away: {runs: 126, wickets: 3, overs: 7}}, 8)).toEqual([])
    // The side batting first cannot win while the chase had balls and wickets left.
    expect(matchProblems({...good, battedFirst: 'home', away: {runs: 80, wickets: 4, overs: 6}}, 8)).toEqual([
      'The chase lost with balls and wickets left: enter its full overs, or the wickets that ended it.',
    ])
    expect(matchProblems({...good, battedFirst: 'home', away: {runs: 80, wickets: 10, overs: 6}}, 8)).toEqual([])
  })

  it('refuses a result entered before the match starts', () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    expect(matchProblems({...good, startsAt: '2026-12-19T12:30:00Z'}, 8, false, now)).toEqual([
      'A match cannot be completed before it starts: check its date, or its status.',
    ])
    expect(matchProblems({...good, startsAt: '2026-11-07T05:30:00Z'}, 8, false, now)).toEqual([])
  })
})

describe('the winner the scores make', () => {
  it.each([
    [{runs: 84}, {runs: 80}, 'home'],
    [{runs: 80}, {runs: 84}, 'away'],
    [{runs: 80}, {runs: 80}, 'tie'],
    [{runs: 0}, {runs: 0}, 'tie'],
    [{runs: 80}, {runs: null}, undefined],
    [undefined, {runs: 80}, undefined],
    [{runs: 80.5}, {runs: 80}, undefined],
  ])('%o against %o: %s', (home, away, winner) => {
    expect(winnerOf(home, away)).toBe(winner)
  })
  it('is a winner every other rule accepts', () => {
    expect(matchProblems({...good, winner: winnerOf(good.home, good.away)}, 8)).toEqual([])
    const level = {...good, away: {runs: 84, wickets: 9, overs: 8}}
    expect(matchProblems({...level, winner: winnerOf(level.home, level.away)}, 8)).toEqual([])
  })
})

describe('innings problems, each with the number it concerns', () => {
  it.each([
    [{runs: 81, wickets: 2, overs: 6.3}, []],
    [{runs: 81, wickets: 11, overs: 6.3}, [{part: 'wickets', message: "The away side's wickets must be 0 to 10."}]],
    [{runs: 81, wickets: 2, overs: 7.8}, [{part: 'overs', message: "The away side's overs must be written like 7.3 (7 overs, 3 balls; balls 0–5)."}]],
    [{runs: 81, wickets: 2, overs: 9}, [{part: 'overs', message: "The away side's overs cannot be more than the season's 8."}]],
    [{runs: -1, wickets: 11, overs: 6}, [{part: 'runs', message: "The away side's runs must be a whole number, 0 or more."}, {part: 'wickets', message: "The away side's wickets must be 0 to 10."}]],
    [undefined, [{message: "Enter the away side's score."}]],
  ])('%j', (innings, problems) => {
    expect(inningsPartProblems(innings, 'away', 8)).toEqual(problems)
  })
})
