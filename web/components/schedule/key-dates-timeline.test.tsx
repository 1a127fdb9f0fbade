// @vitest-environment jsdom
// The key dates timeline as a visitor reads it: an ordered list, each date in Indian English with
// its note and a machine-readable <time>, the title, the description and the badge.
import {cleanup, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {absent} from '@/lib/content/testing/absent'
import type {KeyDatesQueryResult} from '@/lib/content'
import {KeyDatesTimeline} from './key-dates-timeline'

const KEY_DATES: KeyDatesQueryResult = [
  {_id: '1', title: 'Player Auction', date: '2025-12-06', dateNote: null, desc: 'Owners bid.', badge: 'TENTATIVE'},
  {_id: '2', title: 'League Matches Begin', date: '2026-01-24', dateNote: 'onwards', desc: '', badge: 'SEASON START'},
  {_id: '3', title: 'To be announced', date: '2026-02-08', dateNote: null, desc: 'The final.', badge: absent()},
]

afterEach(cleanup)

describe('KeyDatesTimeline', () => {
  it('lists the dates in order with date, note, title, description and badge', () => {
    const {container} = render(<KeyDatesTimeline keyDates={KEY_DATES} today="2025-11-26" />)
    const list = screen.getByRole('list', {name: 'Key dates'})
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', {level: 3}).textContent)).toEqual([
      'Player Auction',
      'League Matches Begin',
      'To be announced',
    ])
    expect(items[0]?.textContent).toContain('6 Dec 2025')
    expect(items[0]?.textContent).toContain('Owners bid.')
    expect(items[0]?.textContent).toContain('TENTATIVE')
    expect(items[1]?.textContent).toContain('24 Jan 2026 onwards')
    expect(items[1]?.textContent).toContain('SEASON START')
    expect(items[2]?.textContent).toContain('8 Feb 2026')
    expect([...container.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([
      '2025-12-06',
      '2026-01-24',
      '2026-02-08',
    ])
  })

  it('marks past dates done and the next one, and drops TENTATIVE once its day has passed', () => {
    render(<KeyDatesTimeline keyDates={KEY_DATES} today="2026-01-01" />)
    const items = within(screen.getByRole('list', {name: 'Key dates'})).getAllByRole('listitem')
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'next', 'upcoming'])
    expect(items[0]?.textContent).toContain('Done')
    expect(items[0]?.textContent).not.toContain('TENTATIVE')
    expect(items[1]?.textContent).toContain('Next')
    expect(items[1]?.getAttribute('aria-current')).toBe('step')
    expect(items[1]?.textContent).toContain('SEASON START')
    expect(items[2]?.getAttribute('aria-current')).toBeNull()
  })

  it('says the dates are coming when there are none', () => {
    render(<KeyDatesTimeline keyDates={[]} today="2025-11-26" />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText(/key dates will be announced soon/)).toBeTruthy()
  })
})
