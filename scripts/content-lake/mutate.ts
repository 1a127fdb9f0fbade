// `POST /data/mutate/{dataset}`: a transaction of mutations, answered as the Content Lake does —
// `{transactionId, results: [{id, operation}]}`, plus `documentIds` with returnIds and each result's
// document with returnDocuments. Every visibility (sync, async, deferred) is applied before answering.
import type {Mut} from '@sanity/mutator'
import {HttpError} from './http'
import type {DocumentStore} from './store'

export async function runMutations(body: Record<string, unknown>, url: URL, store: DocumentStore) {
  if (!Array.isArray(body.mutations) || !body.mutations.length) throw new HttpError(400, 'The body needs "mutations": a list')
  const transactionId = url.searchParams.get('transactionId') ?? (typeof body.transactionId === 'string' ? body.transactionId : undefined)
  const transaction = await store.commit(body.mutations as Mut[], transactionId)
  const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
  const results = transaction.changes.map(({id, before, after}) => ({
    id,
    operation: !before ? 'create' : !after ? 'delete' : 'update',
    ...(returnDocuments && after ? {document: after} : {}),
  }))
  return {
    transactionId: transaction.id,
    results,
    ...(url.searchParams.get('returnIds') === 'true' ? {documentIds: results.map((result) => result.id)} : {}),
  }
}
