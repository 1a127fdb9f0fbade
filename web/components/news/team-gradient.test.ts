import {describe, expect, it} from 'vitest'
import {theme} from '@/theme/theme'
import {teamGradient} from './team-gradient'

describe('teamGradient', () => {
  it.each([
    [{from: '#0b6e4f', to: '#21d07a'}, 'linear-gradient(135deg, #0b6e4f 0%, #21d07a 100%)'],
    [{from: '#AABBCC', to: null}, 'linear-gradient(135deg, #AABBCC 0%, #AABBCC 100%)'],
    [{from: null, to: ' #123456 '}, 'linear-gradient(135deg, #123456 0%, #123456 100%)'],
    [{from: 'red; background:url(x)', to: '#123456'}, 'linear-gradient(135deg, #123456 0%, #123456 100%)'],
  ])('builds a gradient from %j', (colours, expected) => {
    expect(teamGradient(colours)).toBe(expected)
  })

  // The schema's rule (hex-colour.ts): six hex digits, so shorthand like #abc falls back too.
  it.each([null, undefined, {from: null, to: null}, {from: 'blue', to: '#12'}, {from: '#abc', to: '#fff'}])(
    'falls back to the league gradient for %j',
    (colours) => {
      expect(teamGradient(colours)).toBe(theme.gradients.hero)
    },
  )

  it('takes an angle', () => {
    expect(teamGradient({from: '#000000', to: '#ffffff'}, 90)).toBe('linear-gradient(90deg, #000000 0%, #ffffff 100%)')
  })
})
