import {describe, expect, it} from 'vitest'
import {noteDescription} from './note-description'

describe('noteDescription', () => {
  it('says who says what', () => {
    expect(noteDescription({team: 'Oxygen Gangsters', captain: 'Rahul Menon', quote: 'Every run counts.'})).toBe(
      'Captain Rahul Menon of Oxygen Gangsters: “Every run counts.”',
    )
  })

  it.each([
    [{team: null, captain: null, quote: 'Hi.'}, 'The captain: “Hi.”'],
    [{team: 'Gladiators', captain: null, quote: null}, 'Gladiators on Oxygen Premier League Season 2.'],
    [{team: null, captain: null, quote: null}, 'Team news on Oxygen Premier League Season 2.'],
  ])('falls back when fields are missing: %j', (note, expected) => {
    expect(noteDescription(note)).toBe(expected)
  })

  it('cuts a long quote to 160 characters with an ellipsis', () => {
    const text = noteDescription({team: 'T', captain: 'C', quote: 'word '.repeat(60)})
    expect(text).toHaveLength(160)
    expect(text.endsWith('…')).toBe(true)
  })
})
