import {describe, expect, it} from 'vitest'
import {howOutText, WICKET_KINDS, type Wicket} from '.'

const names: Record<string, string> = {k: 'Kumar', r: 'Rao', n: 'Nair', s: 'Shah'}
const opts = {name: (id: string) => names[id] ?? id, keepers: ['n']}

describe('how out, as scorecards write it', () => {
  it.each<[Omit<Wicket, 'player_out'>, string]>([
    [{kind: 'bowled'}, 'b Rao'],
    [{kind: 'caught', fielders: ['k']}, 'c Kumar b Rao'],
    [{kind: 'caught', fielders: ['n']}, 'c †Nair b Rao'],
    [{kind: 'caught'}, 'c sub b Rao'],
    [{kind: 'caught and bowled'}, 'c & b Rao'],
    [{kind: 'lbw'}, 'lbw b Rao'],
    [{kind: 'stumped', fielders: ['n']}, 'st †Nair b Rao'],
    [{kind: 'hit wicket'}, 'hit wicket b Rao'],
    [{kind: 'run out', fielders: ['k']}, 'run out (Kumar)'],
    [{kind: 'run out', fielders: ['k', 'n']}, 'run out (Kumar/Nair)'],
    [{kind: 'run out'}, 'run out'],
    [{kind: 'retired hurt'}, 'retired hurt'],
    [{kind: 'retired out'}, 'retired out'],
    [{kind: 'obstructing the field'}, 'obstructing the field'],
    [{kind: 'hit the ball twice'}, 'hit the ball twice'],
    [{kind: 'handled the ball'}, 'handled the ball'],
    [{kind: 'timed out'}, 'timed out'],
  ])('%o → %s', (wicket, text) => {
    expect(howOutText(wicket, 'r', opts)).toBe(text)
  })

  it('has a text for every kind Cricsheet names, with ids when no names are given', () => {
    for (const kind of WICKET_KINDS) expect(howOutText({kind, fielders: ['s']}, 'r')).toMatch(/\S/)
    expect(howOutText({kind: 'caught', fielders: ['s']}, 'r')).toBe('c s b r')
  })
})
