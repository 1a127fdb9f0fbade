// A Content Lake stand-in on an empty dataset in a folder of its own, for what fills one (the seed's
// import); `close` stops it and removes the folder.
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startContentLakeServer, type ContentLakeOptions, type ContentLakeServer} from './server'

export async function startEmptyContentLake(options: Omit<ContentLakeOptions, 'datasetFile'> = {}): Promise<ContentLakeServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'opl-empty-lake-'))
  await writeFile(path.join(dir, 'data.ndjson'), '')
  await mkdir(path.join(dir, 'images'))
  const lake = await startContentLakeServer({...options, datasetFile: path.join(dir, 'data.ndjson')})
  const stop = lake.close
  lake.close = async () => {
    await stop()
    await rm(dir, {recursive: true, force: true})
  }
  return lake
}
