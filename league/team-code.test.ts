// Team codes for score lines: three letters from what sets the name apart, never two teams alike.
import {describe, expect, it} from 'vitest'
import {teamCode, teamCodes} from './team-code'

describe('teamCodes', () => {
  it('codes the demo league as a scorer would', () => {
    const codes = teamCodes(['Oxygen Gangsters', 'Oxygen Desperados', 'Oxygen Gladiators', 'Oxygen Elite Warriors Rising Force'])
    expect([...codes.values()]).toEqual(['GAN', 'DES', 'GLA', 'EWR'])
  })

  it('keeps the shared word when it is all a name has', () => {
    expect(teamCodes(['Oxygen', 'Oxygen Kings']).get('Oxygen')).toBe('OXY')
  })

  it('lengthens codes that would clash', () => {
    const codes = teamCodes(['Royal Strikers', 'Royal Strikers United', 'Tigers'])
    expect(new Set(codes.values()).size).toBe(3)
    expect(codes.get('Tigers')).toBe('TIG')
  })

  it('codes a lone team by its own first letters, accents folded', () => {
    expect(teamCodes(['Élan Warriors']).get('Élan Warriors')).toBe('EW')
  })
})

describe('teamCode', () => {
  it("prefers the team's own code, trimmed and upper-cased", () => {
    expect(teamCode({name: 'Oxygen Gladiators', shortName: ' gla '})).toBe('GLA')
    expect(teamCodes([{name: 'Oxygen Gladiators', shortName: 'OG'}, 'Oxygen Gangsters']).get('Oxygen Gladiators')).toBe('OG')
  })

  it('makes one from the name, or says TBD when there is none', () => {
    expect(teamCode({name: 'Tigers'})).toBe('TIG')
    expect(teamCode(null)).toBe('TBD')
  })
})
