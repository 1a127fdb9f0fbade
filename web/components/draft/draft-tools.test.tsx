// DraftTools mounts the visual-editing overlays only in draft mode; published pages get nothing (no JS).
import {isValidElement} from 'react'
import {beforeEach, describe, expect, it, vi} from 'vitest'
import {DraftTools} from './draft-tools'

const draft = vi.hoisted(() => ({isEnabled: false}))
vi.mock('next/headers', () => ({draftMode: async () => draft}))
vi.mock('next-sanity/visual-editing/server-actions', () => ({
  perspectiveChangeAction: async () => {},
  variantChangeAction: async () => {},
}))

describe('DraftTools', () => {
  beforeEach(() => void (draft.isEnabled = false))

  it('renders nothing outside draft mode', async () => {
    expect(await DraftTools()).toBeNull()
  })

  it('renders the lazily loaded VisualEditing overlays, wired to the perspective actions, in draft mode', async () => {
    draft.isEnabled = true
    const element = await DraftTools()
    expect(isValidElement(element) && typeof element.type === 'function' && element.type.name).toBe('LazyVisualEditing')
    const props = (element as {props: Record<string, unknown>}).props
    expect(typeof props.onPerspectiveChange).toBe('function')
    expect(typeof props.onVariantChange).toBe('function')
  })
})
