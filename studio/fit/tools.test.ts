import type {Tool} from 'sanity'
import {describe, expect, it} from 'vitest'
import {toolsFor} from './tools'

const tools = ['structure', 'presentation', 'vision'].map((name) => ({name, title: name, component: () => null}) as unknown as Tool)
const names = (list: Tool[]) => list.map((tool) => tool.name)
const user = (...roles: string[]) => ({roles: roles.map((name) => ({name, title: name}))})

describe('toolsFor', () => {
  it('shows Vision to administrators only', () => {
    expect(names(toolsFor(tools, user('administrator')))).toEqual(['structure', 'presentation', 'vision'])
    expect(names(toolsFor(tools, user('editor')))).toEqual(['structure', 'presentation'])
    expect(names(toolsFor(tools, user('contributor', 'viewer')))).toEqual(['structure', 'presentation'])
    expect(names(toolsFor(tools, null))).toEqual(['structure', 'presentation'])
  })
})
