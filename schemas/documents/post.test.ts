import {describe, expect, it} from 'vitest'
import {post, reportLabel} from './post'

type Prepare = (value: Record<string, unknown>) => {title: string; subtitle: string}
const prepare = post.preview!.prepare as unknown as Prepare

describe('a news post in the Studio’s list', () => {
  it('leads a match report with its match number and teams, so reports with the same first words differ', () => {
    const rows = [
      {n: 9, homeName: 'Oxygen Elite Warriors Rising Force', awayName: 'Oxygen Gangsters', title: 'Oxygen Elite Warriors Rising Force beat Oxygen Gangsters by 6 wickets'},
      {n: 12, homeName: 'Oxygen Elite Warriors Rising Force', awayName: 'Oxygen Gladiators', title: 'Oxygen Elite Warriors Rising Force beat Oxygen Gladiators by 8 wickets'},
    ].map((row) => prepare({...row, date: '2026-11-08T07:30:00.000Z', author: 'Ravi'}))
    expect(rows.map((r) => r.title)).toEqual([
      '#9 EWR v GAN · Oxygen Elite Warriors Rising Force beat Oxygen Gangsters by 6 wickets',
      '#12 EWR v GLA · Oxygen Elite Warriors Rising Force beat Oxygen Gladiators by 8 wickets',
    ])
    expect(rows[0]!.subtitle).toBe('2026-11-08 · Ravi')
  })

  it('keeps a team’s own short code, and a post about no match as its headline', () => {
    expect(reportLabel(3, {name: 'Oxygen Gangsters', shortName: 'OGS'}, {name: 'Oxygen Desperados'})).toBe('#3 OGS v DES')
    expect(prepare({title: 'Auction day', date: '2026-09-12T04:00:00.000Z'}).title).toBe('Auction day')
  })
})
