// Where the embedded dataset's files are: the NDJSON (content/data.ndjson unless CONTENT_DATASET_PATH
// says otherwise), its images/ folder and assets.json beside it, and the last good copy kept for a restart.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {parseAssetMetadata, type AssetMetadata} from './ndjson'

export function defaultDatasetPath(): string {
  return path.join(process.cwd(), 'content', 'data.ndjson')
}

/** Where the dataset's image files live: the images/ folder beside the NDJSON file. */
export function imagesDirectory(datasetFile = defaultDatasetPath()): string {
  return path.join(path.dirname(datasetFile), 'images')
}

/** The export's asset metadata (LQIPs) beside the NDJSON file: content/assets.json for content/data.ndjson. */
export function assetMetadataPath(datasetFile = defaultDatasetPath()): string {
  return path.join(path.dirname(datasetFile), 'assets.json')
}

let assetProblem: string | undefined

/**
 * The asset metadata for a dataset file, or none: a missing or broken assets.json only costs the
 * placeholders, never the dataset. Says so in one log line (again only when the problem changes).
 */
export async function readAssetMetadata(datasetFile: string): Promise<{metadata: AssetMetadata; text: string}> {
  const file = assetMetadataPath(datasetFile)
  let problem: string
  try {
    const text = await readFile(file, 'utf8')
    try {
      const metadata = parseAssetMetadata(text)
      assetProblem = undefined
      return {metadata, text}
    } catch (error) {
      problem = `${file} is not valid (${error instanceof Error ? error.message : String(error)})`
    }
  } catch (error) {
    problem = `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`
  }
  if (problem !== assetProblem) console.warn(`[content] ${problem}: images load without their blurred placeholders.`)
  assetProblem = problem
  return {metadata: new Map(), text: ''}
}

/** The copy of the last dataset that parsed, beside the file, so a restart with a broken file still
 * has good content (git ignores it). */
export function lastGoodCopyPath(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.last-good`)
}
