// The line a fan shares: the issue's own example word for word, the first innings, a result and a
// fixture, and the WhatsApp address that carries it whole.
import {describe, expect, it} from 'vitest'
import {shareLine, shareText, whatsAppHref} from './share'

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
