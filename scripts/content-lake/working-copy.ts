// The stand-in's working copy of the embedded dataset: content/ copied once into .studio-data/ and kept
// across restarts (`fresh` starts again from the seed). What editors change goes there, never into the
// committed seed.
import {cp, stat} from 'node:fs/promises'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const WORKING_COPY_DIR = path.join(ROOT, '.studio-data')

const exists = (file: string) => stat(file).then(() => true, () => false)

/** The working copy's dataset file, made from content/ when missing or when `fresh`. */
export async function workingCopy({fresh = false} = {}): Promise<string> {
  const datasetFile = path.join(WORKING_COPY_DIR, 'data.ndjson')
  if (fresh || !(await exists(datasetFile))) await cp(path.join(ROOT, 'content'), WORKING_COPY_DIR, {recursive: true})
  return datasetFile
}
