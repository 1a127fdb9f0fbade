// The texts every page needs get their fallback in the query, once: a document saved without them
// (a draft, an older document) still reads well, and components never repeat the fallback.
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {gallerySectionsQuery, keyDatesQuery, societiesQuery, sponsorsQuery, teamNotesQuery} from './queries'

const run = async (query: string, dataset: object[]) => (await evaluate(parse(query), {dataset})).get()

describe('fallbacks in GROQ', () => {
  it.each([
    [teamNotesQuery, {_id: 'n', _type: 'teamNote', slug: {current: 'x'}}, {team: 'Team news'}],
    [keyDatesQuery, {_id: 'k', _type: 'keyDate', date: '2026-02-08'}, {title: 'To be announced'}],
    [gallerySectionsQuery, {_id: 'g', _type: 'gallerySection'}, {name: 'Photos', images: []}],
    [societiesQuery, {_id: 's', _type: 'society'}, {name: 'Society', location: 'Sarjapur, Bangalore'}],
    [sponsorsQuery, {_id: 'p', _type: 'sponsor'}, {name: 'Our sponsor'}],
  ])('%#: a document without the field reads its fallback', async (query, doc, expected) => {
    expect((await run(query, [doc]))[0]).toMatchObject(expected)
  })

  it('keeps what the editor wrote', async () => {
    const [note] = await run(teamNotesQuery, [
      {_id: 't', _type: 'team', name: 'Oxygen Gangsters'},
      {_id: 'n', _type: 'teamNote', slug: {current: 'x'}, team: {_ref: 't'}},
    ])
    expect(note.team).toBe('Oxygen Gangsters')
  })
})
