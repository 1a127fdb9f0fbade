import {chmod, mkdir, mkdtemp, rm} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, beforeEach, expect, test} from 'vitest'
import {closedToOthers} from './stack'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'opl-closed-'))
  await mkdir(path.join(root, 'checkout', 'static'), {recursive: true})
})
afterEach(async () => {
  await chmod(root, 0o700)
  await rm(root, {recursive: true, force: true})
})

test('names the private folder on the way to the static files', async () => {
  await chmod(root, 0o700)
  expect(await closedToOthers(path.join(root, 'checkout', 'static'))).toBe(root)
})

test('nothing when every folder on the way may be entered', async () => {
  await chmod(root, 0o755)
  expect(await closedToOthers(path.join(root, 'checkout', 'static'))).toBeNull()
})
