// The line a fan shares: the issue's own example word for word, the first innings, a result and a
// fixture, and the WhatsApp address that carries it whole.
import {describe, expect, it} from 'vitest'
import {shareLine, shareText, typedShareState, whatsAppHref} from './share'

const URL = 'https://opl.example/matches/2026/12'

describe('shareText', () => {
  it('writes a chase as the issue does', () => {
    const text = shareText('OPL', {kind: 'live', batting: {team: 'GLA', score: '87/3 (9.2)'}, opponent: 'GAN', chase: {target: 142, runs: 55, balls: 16}}, URL)
    expect(text).toBe(`OPL · GLA 87/3 (9.2) chasing 142 — need 55 from 16 · ${URL}`)
  })

  it('says "1 ball" rather than a bare 1', () => {
    expect(shareLine('OPL', {kind: 'live', batting: {team: 'GLA', score: '137/9 (7.5)'}, opponent: 'GAN', chase: {target: 142, runs: 5, balls: 1}})).toBe(
      'OPL · GLA 137/9 (7.5) chasing 142 — need 5 from 1 ball',
    )
  })

  it('names the fielding side during the first innings', () => {
    expect(shareLine('OPL', {kind: 'live', batting: {team: 'GAN', score: '45/1 (4.3)'}, opponent: 'GLA'})).toBe('OPL · GAN 45/1 (4.3) v GLA')
  })

  it('gives both scores and the result once played', () => {
    const line = shareLine('OPL', {
      kind: 'result',
      innings: [
        {team: 'GAN', score: '141/8 (8)'},
        {team: 'GLA', score: '142/4 (7.2)'},
      ],
      result: 'Oxygen Gladiators won by 6 wickets',
    })
    expect(line).toBe('OPL · GAN 141/8 (8), GLA 142/4 (7.2) — Oxygen Gladiators won by 6 wickets')
  })

  it('gives the fixture and its time before the first ball', () => {
    expect(shareLine('OPL', {kind: 'upcoming', fixture: 'Oxygen Gangsters v Oxygen Gladiators', when: '3 Oct 2026, 8:00 am IST'})).toBe(
      'OPL · Oxygen Gangsters v Oxygen Gladiators, 3 Oct 2026, 8:00 am IST',
    )
  })
})

describe('whatsAppHref', () => {
  it('carries the whole text, link and symbols included, to wa.me', () => {
    const text = `OPL · GLA 87/3 (9.2) chasing 142 — need 55 from 16 · ${URL}?a=1&b=2#top`
    const href = new globalThis.URL(whatsAppHref(text))
    expect(href.origin).toBe('https://wa.me')
    expect(href.searchParams.get('text')).toBe(text)
    expect([...href.searchParams.keys()]).toEqual(['text'])
  })
})

describe('typedShareState (a match without balls to read)', () => {
  const match = {
    _id: 'm1',
    matchNumber: 4,
    stage: 'league',
    startsAt: '2026-10-03T02:30:00Z',
    venue: null,
    homeTeam: {_id: 'gan', name: 'Oxygen Gangsters'},
    awayTeam: {_id: 'gla', name: 'Oxygen Gladiators'},
    status: 'completed',
    battedFirst: 'away',
    home: {runs: 112, wickets: 4, overs: 6.5},
    away: {runs: 111, wickets: 10, overs: 7.2},
    winner: 'home',
  }
  const code = (id: string) => id.toUpperCase()

  it('shares the typed scores, the side that batted first first, and the result', () => {
    expect(shareLine('OPL', typedShareState(match, code, 'unused'))).toBe('OPL · GLA 111/10 (7.2), GAN 112/4 (6.5) — Oxygen Gangsters won by 6 wickets')
  })

  it('shares the fixture and its time before it is played', () => {
    const upcoming = {...match, status: 'scheduled', home: null, away: null, winner: null}
    expect(shareLine('OPL', typedShareState(upcoming, code, '3 Oct 2026, 8:00 am IST'))).toBe('OPL · Match 4: Oxygen Gangsters v Oxygen Gladiators, 3 Oct 2026, 8:00 am IST')
  })
})
