import {describe, expect, it} from 'vitest'
import {isNavGroup, navigationFor, type NavEntry} from './navigation'

const labels = (entries: NavEntry[]) => entries.flatMap((e) => (isNavGroup(e) ? e.items.map((i) => i.label) : [e.label]))

describe('navigationFor', () => {
  it('marks Results Coming Soon only while there are no results', () => {
    expect(labels(navigationFor({results: false, registration: 'Coming Soon'}))).toContain('Results (Coming Soon)')
    const withResults = labels(navigationFor({results: true, registration: 'Coming Soon'}))
    expect(withResults).toContain('Results')
    expect(withResults).not.toContain('Results (Coming Soon)')
  })

  it('gives Player Registration the mark the season calls for: the spec’s Coming Soon, or Closed', () => {
    expect(labels(navigationFor({results: false, registration: 'Coming Soon'}))).toContain('Player Registration (Coming Soon)')
    const closed = labels(navigationFor({results: true, registration: 'Closed'}))
    expect(closed).toContain('Player Registration (Closed)')
    expect(closed).not.toContain('Player Registration (Coming Soon)')
  })
})
