import {describe, expect, it} from 'vitest'
import {isNavGroup, navigationFor, type NavEntry} from './navigation'

const labels = (entries: NavEntry[]) => entries.flatMap((e) => (isNavGroup(e) ? e.items.map((i) => i.label) : [e.label]))

describe('navigationFor', () => {
  it('marks Results Coming Soon only while there are no results; registration stays Coming Soon', () => {
    expect(labels(navigationFor({results: false}))).toEqual(expect.arrayContaining(['Results (Coming Soon)', 'Player Registration (Coming Soon)']))
    const withResults = labels(navigationFor({results: true}))
    expect(withResults).toContain('Results')
    expect(withResults).not.toContain('Results (Coming Soon)')
    expect(withResults).toContain('Player Registration (Coming Soon)')
  })
})
