import {describe, expect, it} from 'vitest'
import {tileStatus} from './tile-status'

describe('tileStatus', () => {
  it('shows the caption, and nothing missing when the photo is described', () => {
    expect(tileStatus({caption: 'Fireworks over the final', alt: 'Fireworks above the ground'})).toEqual({caption: 'Fireworks over the final', missing: null})
  })

  it('says what a photo still needs', () => {
    expect(tileStatus({caption: 'Toss', alt: ' '})).toEqual({caption: 'Toss', missing: 'Needs its description'})
    expect(tileStatus({})).toEqual({caption: 'No caption yet', missing: 'Needs its caption and description'})
  })
})
