// `POST /data/actions/{dataset}`: the Actions API the Studio publishes, discards and unpublishes with,
// turned into one transaction of plain mutations on the draft and published documents.
import type {Mut} from '@sanity/mutator'
import type {SanityDocument} from '../../web/lib/content/embedded/ndjson'
import {HttpError, notImplemented} from './http'
import type {DocumentStore} from './store'

type Action = {actionType?: unknown; [key: string]: unknown}

const draftIdOf = (publishedId: string) => `drafts.${publishedId}`
const withoutSystemFields = ({_rev: _r, _updatedAt: _u, _createdAt: _c, ...rest}: SanityDocument) => rest

function stringField(action: Action, name: string): string {
  const value = action[name]
  if (typeof value !== 'string' || !value) throw new HttpError(400, `${String(action.actionType)} needs "${name}"`)
  return value
}

/** The mutations one action stands for, given the documents as they are when it runs. */
async function mutationsFor(action: Action, store: DocumentStore): Promise<Mut[]> {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const attributes = action.attributes as SanityDocument
      if (!attributes?._id || !attributes._type) throw new HttpError(400, 'create needs attributes with _id and _type')
      return [action.ifExists === 'ignore' ? {createIfNotExists: attributes} : {create: attributes}]
    }
    case 'sanity.action.document.edit': {
      const [draftId, publishedId] = [stringField(action, 'draftId'), stringField(action, 'publishedId')]
      const draft = await store.get(draftId)
      const published = await store.get(publishedId)
      if (!draft && !published) throw new HttpError(409, `Cannot edit "${publishedId}": it has neither a draft nor a published version`)
      const base = draft ? [] : [{create: {...withoutSystemFields(published!), _id: draftId}}]
      return [...base, {patch: {...(action.patch as object), id: draftId}}] as Mut[]
    }
    case 'sanity.action.document.publish': {
      const [draftId, publishedId] = [stringField(action, 'draftId'), stringField(action, 'publishedId')]
      const draft = await store.get(draftId)
      if (!draft) throw new HttpError(409, `Cannot publish "${publishedId}": it has no draft`)
      if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
        throw new HttpError(409, `Cannot publish "${publishedId}": the draft changed since (revision ${draft._rev})`)
      }
      return [{createOrReplace: {...withoutSystemFields(draft), _id: publishedId}}, {delete: {id: draftId}}]
    }
    case 'sanity.action.document.unpublish': {
      const [draftId, publishedId] = [stringField(action, 'draftId'), stringField(action, 'publishedId')]
      const published = await store.get(publishedId)
      if (!published) throw new HttpError(409, `Cannot unpublish "${publishedId}": it is not published`)
      const keepAsDraft = (await store.get(draftId)) ? [] : [{create: {...withoutSystemFields(published), _id: draftId}}]
      return [...keepAsDraft, {delete: {id: publishedId}}]
    }
    case 'sanity.action.document.discard': {
      const draftId = stringField(action, 'draftId')
      if (!(await store.get(draftId))) throw new HttpError(409, `Cannot discard "${draftId}": there is no draft`)
      return [{delete: {id: draftId}}]
    }
    case 'sanity.action.document.delete': {
      const publishedId = stringField(action, 'publishedId')
      const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : [draftIdOf(publishedId)]
      const ids = [publishedId, ...drafts]
      const present = (await Promise.all(ids.map(async (id) => ((await store.get(id)) ? id : null)))).filter((id) => id !== null)
      return present.map((id) => ({delete: {id}}))
    }
    case 'sanity.action.document.replaceDraft': {
      const attributes = action.attributes as SanityDocument
      if (!attributes?._id) throw new HttpError(400, 'replaceDraft needs attributes with _id')
      return [{createOrReplace: attributes}]
    }
    default:
      throw notImplemented(`the action "${String(action.actionType)}" (releases and versions are not supported)`)
  }
}

/** Runs the actions as one transaction, as the Content Lake does; answers `{transactionId}`. */
export async function runActions(body: Record<string, unknown>, store: DocumentStore) {
  const actions = Array.isArray(body.actions) ? (body.actions as Action[]) : [body.actions as Action]
  if (!actions.length || actions.some((action) => !action || typeof action !== 'object')) throw new HttpError(400, 'The body needs "actions": one action or a list')
  const mutations: Mut[] = []
  for (const action of actions) mutations.push(...(await mutationsFor(action, store)))
  const transactionId = typeof body.transactionId === 'string' ? body.transactionId : undefined
  const transaction = await store.commit(mutations, transactionId)
  return {transactionId: transaction.id}
}
