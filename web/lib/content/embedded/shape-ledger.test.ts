// The per-source crop ledger: places are taken on admission, given back when nothing was made, and
// held by a made crop for a while only.
import {describe, expect, it} from 'vitest'
import {ShapeLedger} from './shape-ledger'

const HOLD_MS = 60_000

describe('ShapeLedger', () => {
  it('admits up to its limit of shapes per source, counting those still being made', () => {
    const ledger = new ShapeLedger(2, HOLD_MS)
    expect(ledger.admit('a.jpg', 'one')).toBe(true)
    expect(ledger.admit('a.jpg', 'two')).toBe(true)
    expect(ledger.admit('a.jpg', 'three')).toBe(false)
    // The same shape again, and another source, are fine.
    expect(ledger.admit('a.jpg', 'one')).toBe(true)
    expect(ledger.admit('b.jpg', 'three')).toBe(true)
    expect(ledger.count('a.jpg')).toBe(2)
  })

  it('keeps made shapes and frees the places of shapes not made', () => {
    const ledger = new ShapeLedger(2, HOLD_MS)
    ledger.admit('a.jpg', 'one')
    ledger.admit('a.jpg', 'two')
    ledger.settle('a.jpg', 'one', true)
    ledger.settle('a.jpg', 'two', false)
    expect(ledger.count('a.jpg')).toBe(1)
    expect(ledger.admit('a.jpg', 'three')).toBe(true)
    ledger.settle('a.jpg', 'three', true)
    expect(ledger.admit('a.jpg', 'four')).toBe(false)
    // A made shape asked again does not count twice.
    expect(ledger.admit('a.jpg', 'one')).toBe(true)
    expect(ledger.count('a.jpg')).toBe(2)
  })

  it('forgets a source none of whose shapes were made (a made-up file name)', () => {
    const ledger = new ShapeLedger(2, HOLD_MS)
    ledger.admit('made-up.jpg', 'one')
    ledger.admit('made-up.jpg', 'one')
    ledger.settle('made-up.jpg', 'one', false)
    expect(ledger.count('made-up.jpg')).toBe(1)
    ledger.settle('made-up.jpg', 'one', false)
    expect(ledger.count('made-up.jpg')).toBe(0)
  })

  it('frees a made shape\'s place once it has held it for its time: a flood refuses others only that long', () => {
    let now = 1_000_000
    const ledger = new ShapeLedger(2, HOLD_MS, () => now)
    for (const shape of ['one', 'two']) {
      expect(ledger.admit('a.jpg', shape)).toBe(true)
      ledger.settle('a.jpg', shape, true)
    }
    expect(ledger.admit('a.jpg', 'three')).toBe(false)
    now += HOLD_MS - 1
    expect(ledger.admit('a.jpg', 'three')).toBe(false)
    now += 1
    expect(ledger.count('a.jpg')).toBe(0)
    expect(ledger.admit('a.jpg', 'three')).toBe(true)
    // A place still being made is never expired: its request holds it until settled.
    now += 10 * HOLD_MS
    expect(ledger.count('a.jpg')).toBe(1)
  })
})
