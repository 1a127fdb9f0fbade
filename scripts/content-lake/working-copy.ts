// The stand-in's working copy of the embedded dataset: content/ copied once into .studio-data/ and kept
// across restarts (`fresh` starts again from the seed). What editors change goes there, never into the
// committed seed.
import {cp, stat} from 'node:fs/promises'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const WORKING_COPY_DIR = path.join(ROOT, '.studio-data')

const exists = (file: string) => stat(file).then(() => true, () => false)

/** The working copy's dataset file, made from content/ when missing or when `fresh`; `dir` for another
 * folder than .studio-data/ (a test's own). */
export async function workingCopy({fresh = false, dir = WORKING_COPY_DIR} = {}): Promise<string> {
  const datasetFile = path.join(dir, 'data.ndjson')
  if (fresh || !(await exists(datasetFile))) await cp(path.join(ROOT, 'content'), dir, {recursive: true})
  return datasetFile
}
