// @vitest-environment jsdom
import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import type {PageQueryResult} from '@/lib/content'
import {CmsPage} from './cms-page'

afterEach(cleanup)

const page: PageQueryResult = {
  title: 'About OPL',
  description: 'What the league is.',
  body: [
    {
      _type: 'block',
      _key: 'a',
      style: 'normal',
      markDefs: [{_type: 'link', _key: 'l', href: 'https://example.org'}],
      children: [
        {_type: 'span', _key: 's1', text: 'Cricket for every society. ', marks: []},
        {_type: 'span', _key: 's2', text: 'Read more', marks: ['l']},
      ],
    },
    {_type: 'block', _key: 'b', style: 'h2', markDefs: [], children: [{_type: 'span', _key: 's3', text: 'Season 2'}]},
  ],
}

describe('CmsPage', () => {
  it('renders the title and the Portable Text body; outside links open in a new tab', () => {
    render(<CmsPage page={page} fallbackTitle="About" />)
    expect(screen.getByRole('heading', {level: 1, name: 'About OPL'})).toBeTruthy()
    expect(screen.getByRole('heading', {level: 2, name: 'Season 2'})).toBeTruthy()
    expect(screen.getByText(/Cricket for every society/)).toBeTruthy()
    const link = screen.getByRole('link', {name: /Read more/})
    expect(link.getAttribute('href')).toBe('https://example.org')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it.each([
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['mailto:hello@example.org', 'mailto:hello@example.org'],
    ['/news', '/news'],
  ])('writes the CMS link %j as %j', (href, expected) => {
    const linked: PageQueryResult = {
      ...page!,
      body: [
        {
          _type: 'block',
          _key: 'c',
          style: 'normal',
          markDefs: [{_type: 'link', _key: 'l', href}],
          children: [{_type: 'span', _key: 's', text: 'Linked text', marks: ['l']}],
        },
      ],
    }
    render(<CmsPage page={linked} fallbackTitle="About" />)
    const text = screen.getByText('Linked text')
    expect(text.closest('a')?.getAttribute('href') ?? null).toBe(expected)
  })

  it.each<[string, PageQueryResult]>([
    ['a missing page', null],
    ['a page with no title or body', {title: '', description: '', body: []}],
  ])('shows the fallback title and a coming-soon note for %s', (_, missing) => {
    render(<CmsPage page={missing} fallbackTitle="Privacy Policy" />)
    expect(screen.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeTruthy()
    expect(screen.getByText(/This page is coming soon/)).toBeTruthy()
  })
})
