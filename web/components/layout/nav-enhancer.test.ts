// @vitest-environment jsdom
// The header enhancer on plain server markup: Escape closes the open group or menu and returns focus
// to its toggle, following a link closes everything, and a click elsewhere closes a group. Hover and
// the 120 ms delay are covered in the browser (tests/e2e/header.spec.ts).
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {closeDisclosures, enhanceNavigation} from './nav-enhancer'

let remove = () => {}
const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!

beforeEach(() => {
  document.body.innerHTML = `
    <header data-site-header>
      <details data-nav-menu id="menu"><summary>Menu</summary></details>
      <nav>
        <details data-nav-group name="nav-group" id="matches"><summary>Matches</summary><a href="/matches/points">Points</a><span id="inside">Panel</span></details>
        <details data-nav-group name="nav-group" id="sub"><summary>Join</summary><a href="/join/contests">Contests</a></details>
      </nav>
    </header>
    <main><p id="elsewhere">Page</p></main>`
  remove = enhanceNavigation($<HTMLElement>('[data-site-header]'))
})
afterEach(() => remove())

const details = (id: string) => $<HTMLDetailsElement>(`#${id}`)
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape'}))

describe('enhanceNavigation', () => {
  it('Escape closes the open group and focuses its summary', () => {
    details('matches').open = true
    escape()
    expect(details('matches').open).toBe(false)
    expect(document.activeElement).toBe($('#matches > summary'))
  })

  it('Escape closes the menu with the groups open in it and focuses the menu toggle', () => {
    details('menu').open = true
    details('sub').open = true
    escape()
    expect([details('menu').open, details('sub').open]).toEqual([false, false])
    expect(document.activeElement).toBe($('#menu > summary'))
  })

  it('following a link closes every disclosure', () => {
    details('menu').open = true
    details('sub').open = true
    $<HTMLAnchorElement>('#sub a').addEventListener('click', (event) => event.preventDefault())
    $<HTMLAnchorElement>('#sub a').click()
    expect([details('menu').open, details('sub').open]).toEqual([false, false])
  })

  it('a click elsewhere closes an open group, a click inside it does not', () => {
    details('matches').open = true
    $<HTMLElement>('#inside').click()
    expect(details('matches').open).toBe(true)
    $<HTMLElement>('#elsewhere').click()
    expect(details('matches').open).toBe(false)
  })

  it('once removed, it no longer reacts', () => {
    remove()
    details('matches').open = true
    escape()
    expect(details('matches').open).toBe(true)
  })
})

describe('closeDisclosures', () => {
  it('closes the element and everything open inside it', () => {
    details('menu').open = true
    details('sub').open = true
    closeDisclosures($('nav'))
    expect([details('menu').open, details('sub').open]).toEqual([true, false])
    closeDisclosures(details('menu'))
    expect(details('menu').open).toBe(false)
    details('sub').open = true
    closeDisclosures($('header'))
    expect(details('sub').open).toBe(false)
  })
})
