import type {FormNodeValidation} from 'sanity'
import {describe, expect, it} from 'vitest'
import {ownMessages} from './field-messages'

const marker = (path: string[], level: FormNodeValidation['level'], message: string) => ({path, level, message}) as FormNodeValidation

describe('ownMessages', () => {
  it('keeps the field’s own errors and warnings, not its children’s or info', () => {
    const validation = [
      marker(['captain'], 'error', "Add the captain's name."),
      marker(['captain'], 'info', 'Shown on the home page.'),
      marker(['colours', 'from'], 'error', 'Pick a colour.'),
      marker(['colours'], 'warning', 'The two colours are the same.'),
    ]
    expect(ownMessages(validation, ['captain']).map((m) => m.message)).toEqual(["Add the captain's name."])
    expect(ownMessages(validation, ['colours']).map((m) => m.message)).toEqual(['The two colours are the same.'])
  })
})
