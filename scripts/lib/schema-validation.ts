// Runs the Studio's own validation rules (the ones editors see) on dataset documents outside the
// Studio: `validateDocument` from `sanity` with a stub workspace whose client answers with groq-js.
import {evaluate, parse} from 'groq-js'
import {createSchema, usEnglishLocale, validateDocument, type SanityDocument, type Schema, type Workspace} from 'sanity'
import {schemaTypes} from '../../schemas/index'
import {formatPath, type DatasetDocument, type Problem} from './dataset-checks'

export function compileSchema(): Schema {
  return createSchema({name: 'default', types: schemaTypes})
}

/** English texts of Sanity's built-in validation messages ("validation:generic.required" → "Required"). */
function validationTexts(): Record<string, string> {
  const bundle = usEnglishLocale.bundles?.find((b) => 'namespace' in b && b.namespace === 'validation')
  const resources = bundle && 'resources' in bundle ? bundle.resources : undefined
  return resources && typeof resources === 'object' ? (resources as Record<string, string>) : {}
}

function translator() {
  const texts = validationTexts()
  return (key: string, values: Record<string, unknown> = {}) => {
    const text = texts[key.replace(/^validation:/, '')] ?? key
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''))
  }
}

/** The stub workspace: schema, English messages, and a client that runs GROQ over the dataset itself. */
function stubWorkspace(schema: Schema, docs: DatasetDocument[]): Workspace {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, {params}), {dataset: docs, params})
      return result.get()
    },
  }
  const workspace = {schema, i18n: {t: translator(), loadNamespaces: async () => {}}, getClient: () => client}
  return workspace as unknown as Workspace
}

/** Errors (not warnings) from the schema's validation rules, one problem per marker. */
export async function validateAgainstSchema(docs: DatasetDocument[], schema: Schema): Promise<Problem[]> {
  const workspace = stubWorkspace(schema, docs)
  const ids = new Set(docs.map((doc) => doc._id))
  const perDocument = await Promise.all(
    docs.map(async (doc) => {
      const document = {_createdAt: '', _updatedAt: '', _rev: '', ...doc} as SanityDocument
      const markers = await validateDocument({
        document,
        workspace,
        environment: 'cli',
        getDocumentExists: async ({id}) => ids.has(id),
      })
      return markers
        .filter((marker) => marker.level === 'error')
        .map((marker) => ({id: doc._id, path: formatPath(marker.path) || '(document)', message: marker.message}))
    }),
  )
  return perDocument.flat()
}
