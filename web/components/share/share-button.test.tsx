// @vitest-environment jsdom
// Sharing a news item: the share sheet where the browser has one, otherwise the link is copied and
// a status message (announced by screen readers) confirms it.
import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {ShareButton} from './share-button'

const PAGE = 'http://localhost:3000/news/oxygen-gangsters'

function setNavigator(fields: Partial<Pick<Navigator, 'share' | 'clipboard'>>) {
  for (const [key, value] of Object.entries(fields)) Object.defineProperty(navigator, key, {value, configurable: true})
}

afterEach(() => {
  cleanup()
  setNavigator({share: undefined, clipboard: undefined})
  window.history.replaceState(null, '', '/')
})

describe('ShareButton', () => {
  it('opens the share sheet with the page title and URL when the browser has one', async () => {
    window.history.replaceState(null, '', '/news/oxygen-gangsters#top')
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    setNavigator({share, clipboard: {writeText} as unknown as Clipboard})
    render(<ShareButton title="Oxygen Gangsters" text="A word from the captain" />)
    fireEvent.click(screen.getByRole('button', {name: 'Share'}))
    await waitFor(() => expect(share).toHaveBeenCalledWith({title: 'Oxygen Gangsters', text: 'A word from the captain', url: PAGE}))
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('copies the link and confirms it where there is no share sheet', async () => {
    window.history.replaceState(null, '', '/news/oxygen-gangsters')
    const writeText = vi.fn().mockResolvedValue(undefined)
    setNavigator({share: undefined, clipboard: {writeText} as unknown as Clipboard})
    render(<ShareButton title="Oxygen Gangsters" />)
    fireEvent.click(screen.getByRole('button', {name: 'Share'}))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied to clipboard'))
    expect(writeText).toHaveBeenCalledWith(PAGE)
  })

  it('says nothing when the visitor dismisses the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'))
    const writeText = vi.fn()
    setNavigator({share, clipboard: {writeText} as unknown as Clipboard})
    render(<ShareButton title="Note" />)
    fireEvent.click(screen.getByRole('button', {name: 'Share'}))
    await waitFor(() => expect(share).toHaveBeenCalled())
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    window.history.replaceState(null, '', '/news/oxygen-gangsters')
    setNavigator({share: undefined, clipboard: {writeText: vi.fn().mockRejectedValue(new Error('denied'))} as unknown as Clipboard})
    render(<ShareButton title="Note" />)
    fireEvent.click(screen.getByRole('button', {name: 'Share'}))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Copy this link: ${PAGE}`))
  })
})
