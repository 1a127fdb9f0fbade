// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'

const router = vi.hoisted(() => ({back: vi.fn(), push: vi.fn()}))
vi.mock('next/navigation', () => ({useRouter: () => router}))

const {GoBackButton} = await import('./go-back-button')

function setNavigation(value: unknown) {
  Object.defineProperty(window, 'navigation', {value, configurable: true})
}

beforeEach(() => {
  router.back.mockReset()
  router.push.mockReset()
})
afterEach(() => {
  cleanup()
  setNavigation(undefined)
})

describe('GoBackButton', () => {
  it('goes back when the Navigation API says back stays on this site', () => {
    setNavigation({canGoBack: true})
    render(<GoBackButton fallbackHref="/news" />)
    fireEvent.click(screen.getByRole('button', {name: 'Go Back'}))
    expect(router.back).toHaveBeenCalledOnce()
    expect(router.push).not.toHaveBeenCalled()
  })

  it('goes to the fallback when there is nothing on this site to go back to', () => {
    setNavigation({canGoBack: false})
    render(<GoBackButton fallbackHref="/news" />)
    fireEvent.click(screen.getByRole('button', {name: 'Go Back'}))
    expect(router.push).toHaveBeenCalledWith('/news')
    expect(router.back).not.toHaveBeenCalled()
  })

  it('without the Navigation API, goes to the fallback from a one-page history', () => {
    expect(window.history.length).toBe(1)
    render(<GoBackButton fallbackHref="/news" />)
    fireEvent.click(screen.getByRole('button', {name: 'Go Back'}))
    expect(router.push).toHaveBeenCalledWith('/news')
  })
})
