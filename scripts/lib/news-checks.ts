// Checks of the news in a dataset beyond each type's rules: team notes and posts share /news/<slug>, so
// a slug may belong to one of them only, and never to a file of that folder (the feed).
import {NEWS_FEED_SEGMENT} from '../../web/lib/routes'
import type {DatasetDocument, Problem} from './dataset-checks'

const NEWS_TYPES = new Set(['teamNote', 'post'])

const isDraft = (doc: DatasetDocument) => doc._id.startsWith('drafts.') || doc._id.startsWith('versions.')

export function checkNewsSlugs(docs: DatasetDocument[]): Problem[] {
  const owners = new Map<string, DatasetDocument>()
  const problems: Problem[] = []
  for (const doc of docs.filter((d) => NEWS_TYPES.has(d._type) && !isDraft(d))) {
    const slug = (doc.slug as {current?: unknown} | undefined)?.current
    if (typeof slug !== 'string') continue
    if (slug === NEWS_FEED_SEGMENT) {
      problems.push({id: doc._id, path: 'slug', message: `"${slug}" is the address of the news feed; choose another`})
      continue
    }
    const owner = owners.get(slug)
    // Same-type clashes are reported by the collection check already.
    if (owner && owner._type !== doc._type) {
      problems.push({id: doc._id, path: 'slug', message: `"${slug}" is also the web address of ${owner._id} (/news/${slug})`})
    } else if (!owner) owners.set(slug, doc)
  }
  return problems
}
