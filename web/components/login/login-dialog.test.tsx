// @vitest-environment jsdom
// jsdom has no showModal/close, so they are stubbed with the attribute and event the browser uses;
// the real modal behaviour (focus trap, Escape) is covered by the e2e suite.
import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {renderToString} from 'react-dom/server'
import {afterEach, beforeAll, describe, expect, it} from 'vitest'
import {isBackdropClick, LoginDialog} from './login-dialog'

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
    this.querySelector('button')?.focus()
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(cleanup)

const rect = {left: 100, right: 400, top: 100, bottom: 300} as DOMRect
const dialog = () => screen.getByRole('dialog', {hidden: true}) as HTMLDialogElement

describe('isBackdropClick', () => {
  it.each([
    [50, 200, true],
    [450, 200, true],
    [200, 50, true],
    [200, 350, true],
    [200, 200, false],
    [100, 100, false],
  ])('(%i, %i) outside the box is %s', (x, y, outside) => {
    expect(isBackdropClick(rect, x, y)).toBe(outside)
  })
})

describe('LoginDialog', () => {
  it('is open in the server HTML, with a Close button that needs no script (a method="dialog" form)', () => {
    const html = renderToString(<LoginDialog />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const served = doc.querySelector('dialog')!
    expect(served.hasAttribute('open')).toBe(true)
    expect(served.textContent).toContain('accounts are not open yet')
    const close = [...served.querySelectorAll('button')].find((button) => button.textContent === 'Close')!
    expect(close.getAttribute('type')).toBe('submit')
    expect(close.closest('form')?.getAttribute('method')).toBe('dialog')
  })

  it('opens on arrival, labelled by its heading, with focus inside', () => {
    render(<LoginDialog />)
    expect(dialog().open).toBe(true)
    expect(screen.getByRole('dialog', {name: 'Coming Soon'})).toBe(dialog())
    expect(dialog().contains(document.activeElement)).toBe(true)
  })

  it('closes with its Close button and hands focus to the Open login button, which reopens it', () => {
    render(<LoginDialog />)
    fireEvent.click(screen.getByRole('button', {name: 'Close'}))
    expect(dialog().open).toBe(false)
    const opener = screen.getByRole('button', {name: 'Open login'})
    expect(document.activeElement).toBe(opener)
    fireEvent.click(opener)
    expect(dialog().open).toBe(true)
  })

  it('closes on a click outside its box (the backdrop) but not on one inside it', () => {
    render(<LoginDialog />)
    dialog().getBoundingClientRect = () => rect
    fireEvent.click(dialog(), {clientX: 200, clientY: 200})
    expect(dialog().open).toBe(true)
    fireEvent.click(screen.getByText(/accounts are not open yet/), {clientX: 20, clientY: 20})
    expect(dialog().open).toBe(true)
    fireEvent.click(dialog(), {clientX: 20, clientY: 20})
    expect(dialog().open).toBe(false)
  })
})
