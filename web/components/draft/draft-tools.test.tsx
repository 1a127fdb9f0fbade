// DraftTools mounts the visual-editing overlays only in draft mode; published pages get nothing (no JS).
import {isValidElement} from 'react'
import {beforeEach, describe, expect, it, vi} from 'vitest'
import {DraftTools} from './draft-tools'

const draft = vi.hoisted(() => ({isEnabled: false}))
vi.mock('next/headers', () => ({draftMode: async () => draft}))
vi.mock('next-sanity/visual-editing', () => ({VisualEditing: () => null}))

describe('DraftTools', () => {
  beforeEach(() => void (draft.isEnabled = false))

  it('renders nothing outside draft mode', async () => {
    expect(await DraftTools()).toBeNull()
  })

  it('renders next-sanity VisualEditing in draft mode', async () => {
    draft.isEnabled = true
    const element = await DraftTools()
    expect(isValidElement(element) && typeof element.type === 'function' && element.type.name).toBe('VisualEditing')
  })
})
