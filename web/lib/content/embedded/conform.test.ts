// Schema conformance of embedded documents: wrong types are dropped and reported, right ones kept.
import {describe, expect, it} from 'vitest'
import {conformDocument} from './conform'

const note = {
  _id: 'teamNote-x',
  _type: 'teamNote',
  captain: 'Asha',
  quote: 42,
  colours: ['not', 'an', 'object'],
  slug: {_type: 'slug', current: 'x'},
  logo: {_type: 'accessibleImage', alt: {text: 'nested'}, asset: {_type: 'reference', _ref: 'image-a-1x1-png'}},
  somethingElse: {kept: true},
}

describe('conformDocument', () => {
  it('drops fields of the wrong type, nested too, and keeps the rest', () => {
    const {doc, problems} = conformDocument(note)
    expect(doc).toEqual({
      _id: 'teamNote-x',
      _type: 'teamNote',
      captain: 'Asha',
      slug: {_type: 'slug', current: 'x'},
      logo: {_type: 'accessibleImage', asset: {_type: 'reference', _ref: 'image-a-1x1-png'}},
      somethingElse: {kept: true},
    })
    expect(problems.map((p) => `${p.path}: ${p.expected}`)).toEqual(['quote: string', 'colours: colourGradient', 'logo.alt: string'])
  })

  it('drops array items of the wrong type and keeps the array', () => {
    const section = {_id: 'g', _type: 'gallerySection', name: 'Auction', images: [{_key: 'a', _type: 'galleryImage', caption: 'ok'}, 'stray text', 7]}
    const {doc, problems} = conformDocument(section)
    expect(doc.images).toEqual([{_key: 'a', _type: 'galleryImage', caption: 'ok'}])
    expect(problems).toHaveLength(2)
  })

  it('leaves a conforming seed-like document untouched', () => {
    const date = {_id: 'k', _type: 'keyDate', title: 'Grand Finale', date: '2026-02-08', badge: 'FINALS'}
    expect(conformDocument(date)).toEqual({doc: date, problems: []})
  })
})

describe('conformDocument and text over any field’s limit', () => {
  it('drops a 1 MB name as if it were empty, and reports it', () => {
    const team = {_id: 't', _type: 'team', name: 'x'.repeat(1_000_000), shortName: 'KNG'}
    const {doc, problems} = conformDocument(team)
    expect(doc).toEqual({_id: 't', _type: 'team', shortName: 'KNG'})
    expect(problems.map((p) => `${p.path}: ${p.expected}`)).toEqual(['name: text of at most 30000 characters'])
  })
})

describe('conformDocument on a ball-by-ball scorecard', () => {
  const ref = (id: string) => ({_type: 'reference', _ref: id})
  const ball = (key: string, extra: Record<string, unknown> = {}) => ({
    _key: key,
    _type: 'delivery',
    batter: ref('p1'),
    non_striker: ref('p2'),
    bowler: ref('p9'),
    runs: {batter: 1, extras: 0, total: 1},
    ...extra,
  })
  const scorecard = {
    _id: 'scorecard-m1',
    _type: 'scorecard',
    match: ref('m1'),
    toss: {winner: ref('t1'), decision: 'bat'},
    innings: [
      {
        _key: 'i1',
        _type: 'inningsRecord',
        team: ref('t1'),
        deliveries: [
          ball('b1'),
          ball('b2', {runs: {batter: 0, extras: 1, total: 1}, extras: {wides: 1}}),
          ball('b3', {runs: {batter: 0, extras: 0, total: 0}, wickets: [{_key: 'w', _type: 'wicket', kind: 'caught', player_out: ref('p1'), fielders: [{_key: 'f', ...ref('p8')}]}]}),
        ],
      },
    ],
  }

  it('keeps every delivery whole: players, runs, extras and wickets', () => {
    expect(conformDocument(scorecard)).toEqual({doc: scorecard, problems: []})
  })

  it('drops a wrongly typed count inside a delivery and keeps the delivery', () => {
    const edited = structuredClone(scorecard)
    edited.innings[0]!.deliveries[0]!.runs = {batter: '4', extras: 0, total: 4} as never
    const {doc, problems} = conformDocument(edited)
    expect(doc.innings[0]!.deliveries).toHaveLength(3)
    expect(doc.innings[0]!.deliveries[0]!.runs).toEqual({extras: 0, total: 4})
    expect(problems.map((p) => `${p.path}: ${p.expected}`)).toEqual(['innings[0].deliveries[0].runs.batter: number'])
  })
})
