import {describe, expect, it} from 'vitest'
import {teamCodes} from './team-codes'

describe('teamCodes', () => {
  it.each([
    [['Oxygen Gladiators', 'Oxygen Desperados'], ['GLA', 'DES']],
    [['Oxygen Gangsters', 'Oxygen Elite Warriors Rising Force'], ['GAN', 'EWR']],
    [['Kings', 'Knights'], ['KIN', 'KNI']],
    [['Oxygen Gladiators'], ['OG']],
    [['Gladiators', 'Gladiators B'], ['GLA', 'B']],
    [['Royal Strikers', 'Rising Stars'], ['RS', 'RS2']],
    [['', '—'], ['TBC', 'TB2']],
  ])('%j → %j', (names, codes) => {
    expect(teamCodes(names)).toEqual(codes)
  })
})
