// The staleness check itself (fast; `npm test` runs the real regeneration as its own step): a types file that
// no longer matches what typegen makes is reported, and only the query-source comments may differ.
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {staleOutputs, TYPEGEN_OUTPUTS, type Generated} from './check-typegen'

describe('staleOutputs', () => {
  let dir = ''
  let current: Generated
  const copy = async (types: string) => {
    const file = path.join(dir, `sanity.types.${Math.random().toString(36).slice(2)}.ts`)
    await writeFile(file, types)
    return {...TYPEGEN_OUTPUTS, types: file}
  }
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'opl-stale-types-'))
    const [schema, types] = await Promise.all([readFile(TYPEGEN_OUTPUTS.schema, 'utf8'), readFile(TYPEGEN_OUTPUTS.types, 'utf8')])
    current = {schema, types}
  })
  afterAll(async () => dir && rm(dir, {recursive: true, force: true}))

  it('passes files identical to the generated ones', async () => {
    expect(await staleOutputs(current)).toEqual([])
  })

  it('reports a types file whose query result no longer matches', async () => {
    const stale = await copy(current.types.replace(/badge: .*;/, 'badge: string;'))
    expect(await staleOutputs(current, stale)).toEqual([path.relative(path.resolve('.'), stale.types)])
  })

  it('ignores where typegen ran (the "// Source:" comments)', async () => {
    const moved = await copy(current.types.replace(/^\/\/ Source: .*$/gm, '// Source: ../../elsewhere/queries.ts'))
    expect(await staleOutputs(current, moved)).toEqual([])
  })
})
