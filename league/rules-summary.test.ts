import {describe, expect, it} from 'vitest'
import {formatRules, NRR_NOTE, pointsRules} from './rules-summary'

const empty = {overs: null, ballsPerOver: null, oversPerBowler: null, playersPerSide: null, pointsWin: null, pointsTie: null, pointsNoResult: null}

describe('rules summary', () => {
  it("states the season's own format and points", () => {
    const season = {overs: 10, ballsPerOver: 6, oversPerBowler: 3, playersPerSide: 9, pointsWin: 4, pointsTie: 2, pointsNoResult: 1}
    expect(formatRules(season)).toEqual([
      {term: 'Overs', detail: '10 overs an innings'},
      {term: 'Balls per over', detail: '6 legal balls an over'},
      {term: 'Overs per bowler', detail: 'At most 3 overs each'},
      {term: 'Players per side', detail: '9 players a side'},
    ])
    const points = pointsRules(season)
    expect(points[0]).toEqual({term: 'Win', detail: '4 points'})
    expect(points[1]?.detail).toContain('each side 2 points')
    expect(points[2]?.detail).toContain('each side 1 point;')
    expect(points[3]).toEqual({term: 'Net run rate', detail: NRR_NOTE})
  })

  it("uses the league's defaults for fields the organisers left empty", () => {
    expect(formatRules(empty).map((r) => r.detail)).toEqual([
      '8 overs an innings',
      '6 legal balls an over',
      'At most 2 overs each',
      '11 players a side',
    ])
    expect(pointsRules(empty).map((r) => r.detail.split(';')[0])).toEqual([
      '2 points',
      'A tie (both sides level on runs) gives each side 1 point',
      'A match with no result, or abandoned, gives each side 1 point',
      NRR_NOTE.split(';')[0],
    ])
  })
})
