// The site's server: requests that arrive in one turn of the event loop go on to Next together.
import {describe, expect, it} from 'vitest'
import {nextTurn} from './main.mjs'

describe('nextTurn', () => {
  it('releases every request of one turn at once, in the next turn, and a later turn on its own', async () => {
    const order: string[] = []
    const first = nextTurn()
    const second = nextTurn()
    expect(second).toBe(first)
    void first.then(() => order.push('first'))
    void second.then(() => order.push('second'))
    setImmediate(() => order.push('immediate queued after them'))
    await first
    const later = nextTurn()
    expect(later).not.toBe(first)
    await later
    expect(order).toEqual(['first', 'second', 'immediate queued after them'])
  })
})
