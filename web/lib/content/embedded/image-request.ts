// One embedded image as a request asks for it (file, query, Accept): what the image route answers and
// what the start-up warm-up makes ahead (lightbox-warm.ts), through the same store, so a photo made
// ahead is the one a browser's request finds in the cache.
import {loadDataset} from './dataset'
import {imagesDirectory} from './dataset-files'
import {imageVariant, type Rendered} from './image-store'
import {parseVariant} from './image-variant'
import {pageCrops} from './page-crops'

/** The variant's bytes (or why not), or the request's own fault, said in `refused`: a picture the
 * dataset does not have (404) or a query the image API does not take (400). */
export type ImageAnswer = Rendered | {ok: false; status: 400 | 404; refused: string}

export async function embeddedImage(
  datasetFile: string | undefined,
  file: string,
  query: URLSearchParams,
  accept: string,
  signal?: AbortSignal,
): Promise<ImageAnswer> {
  // The crops the site's pages ask of this picture, from the dataset's own crop data: made whatever else was asked.
  const crops = pageCrops((await loadDataset(datasetFile)).documents).get(file)
  const variant = parseVariant(file, query, accept, crops)
  if ('error' in variant) return {ok: false, status: variant.error === 'Unknown image' ? 404 : 400, refused: variant.error}
  return imageVariant(variant, imagesDirectory(datasetFile), signal)
}
