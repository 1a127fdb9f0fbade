// @vitest-environment jsdom
// Img: one URL in, the <img> with its srcset out — the same in the server HTML and after hydration.
import {act, cleanup, render} from '@testing-library/react'
import {Profiler} from 'react'
import {hydrateRoot} from 'react-dom/client'
import {renderToString} from 'react-dom/server'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Img} from './img'

afterEach(cleanup)

const src = '/images/embedded/production/adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800.jpg?w=400&auto=format'

describe('Img', () => {
  it('writes the same srcset into the server HTML as the browser keeps after hydrating it', async () => {
    const element = <Img src={src} width={400} height={267} widths={[320, 640]} sizes="50vw" alt="The toss" />
    const html = renderToString(element)
    expect(html).toContain('srcSet="/images/embedded/production/adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800.jpg?w=320&amp;auto=format 320w,')
    const container = document.createElement('div')
    container.innerHTML = html
    const served = container.querySelector('img')!
    const before = served.outerHTML
    const errors: unknown[] = []
    // React reports an attribute that differs from the server's on the console (and keeps the server's).
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
    await act(async () => void hydrateRoot(container, element, {onRecoverableError: (error) => errors.push(error)}))
    consoleError.mockRestore()
    expect(errors).toEqual([])
    // React adopted the server's element as it was: no mismatch, nothing rewritten.
    expect(container.querySelector('img')).toBe(served)
    expect(served.outerHTML).toBe(before)
  })

  it('is rendered once when hydrated (no second pass for a picture the server drew)', async () => {
    const renders: string[] = []
    const onRender = (_id: string, phase: string) => void renders.push(phase)
    const element = (
      <Profiler id="img" onRender={onRender}>
        <Img src={src} width={400} height={267} widths={[320, 640]} sizes="50vw" alt="The toss" />
      </Profiler>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    await act(async () => void hydrateRoot(container, element))
    expect(renders).toEqual(['mount'])
    // A scripted picture does render again, to appear (the next test).
    renders.length = 0
    const scripted = <Profiler id="img" onRender={onRender}><Img src={src} width={400} height={267} alt="" scripted /></Profiler>
    const second = document.createElement('div')
    await act(async () => void hydrateRoot(second, scripted))
    expect(renders).toEqual(['mount', 'update'])
  })

  it('leaves a scripted picture out of the server HTML and draws it once hydrated', async () => {
    const element = <Img src={src} width={400} height={267} alt="" scripted />
    expect(renderToString(element)).toBe('')
    const container = document.createElement('div')
    await act(async () => void hydrateRoot(container, element))
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe(`${src} 1x, ${src.replace('w=400', 'w=800')} 2x`)
  })

  it('asks for the image route’s listed widths for a fixed-size picture drawn at another width', () => {
    const crest = '/images/embedded/production/adf5f33c22c87ec4d48c9e855b8d119dd4a666c5-1200x800.jpg?rect=200,0,800,800&w=40&h=40&fit=crop&auto=format'
    const img = render(<Img src={crest} width={40} height={40} alt="" />).container.querySelector('img')!
    // Before: w=40 and w=80, which the route rounded up to its 48 px file.
    expect(img.getAttribute('src')).toBe(crest.replace('w=40&h=40', 'w=48&h=48'))
    expect(img.getAttribute('srcset')).toBe(`${crest.replace('w=40&h=40', 'w=48&h=48')} 1x, ${crest.replace('w=40&h=40', 'w=80&h=80')} 2x`)
    expect([img.width, img.height]).toEqual([40, 40])
  })

  it('draws the blank tile without a srcset or sizes', () => {
    const img = render(<Img src="/blank.svg" width={400} height={267} widths={[320, 640]} sizes="50vw" alt="" />).container.querySelector('img')!
    expect(img.hasAttribute('srcset')).toBe(false)
    expect(img.hasAttribute('sizes')).toBe(false)
  })

  it('draws one file on every screen for a picture drawn soft on purpose (oneFile)', () => {
    const img = render(<Img src={src} width={400} height={267} oneFile alt="" />).container.querySelector('img')!
    expect(img.getAttribute('src')).toBe(src)
    expect(img.hasAttribute('srcset')).toBe(false)
    expect(img.hasAttribute('sizes')).toBe(false)
  })
})
