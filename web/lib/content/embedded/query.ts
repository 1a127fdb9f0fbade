// The embedded backend's query runner: the same GROQ strings the Sanity backend sends, evaluated
// with groq-js over the dataset file in memory.
import {evaluate, parse} from 'groq-js'
import {loadDataset} from './dataset'

export type QueryParams = Record<string, string | number | boolean>

export async function queryEmbedded<R>(query: string, params: QueryParams, file?: string): Promise<R> {
  const {documents} = await loadDataset(file)
  const tree = parse(query, {params})
  const result = await evaluate(tree, {dataset: documents, params})
  return (await result.get()) as R
}
