import {describe, expect, it} from 'vitest'
import {DRAFT_PROOF_MAX_AGE_SECONDS, isDraftProof, makeDraftProof} from './draft-proof'

const TOKEN = 'viewer-token'

describe('draft proof', () => {
  it('is believed with the token that signed it, until it expires', async () => {
    const proof = await makeDraftProof(TOKEN, 1_000)
    expect(await isDraftProof(TOKEN, proof, 2_000)).toBe(true)
    expect(await isDraftProof(TOKEN, proof, 1_000 + DRAFT_PROOF_MAX_AGE_SECONDS * 1000 + 1)).toBe(false)
    expect(await isDraftProof('another-token', proof, 2_000)).toBe(false)
    expect(await isDraftProof(undefined, proof, 2_000)).toBe(false)
  })

  it.each(['', 'x', '1.2', '99999999999999.AAAA', 'a.b.c', `${'9'.repeat(40)}.AAAA`])('refuses the made-up %j', async (value) => {
    expect(await isDraftProof(TOKEN, value, 2_000)).toBe(false)
  })

  it('refuses a proof whose expiry was moved on', async () => {
    const [, signature] = (await makeDraftProof(TOKEN, 1_000)).split('.')
    expect(await isDraftProof(TOKEN, `${9_000_000_000_000}.${signature}`, 2_000)).toBe(false)
  })
})
