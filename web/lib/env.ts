// The content layer's settings, read from the environment and validated once with zod.
// A bad value stops start-up with one message that names the variable and says what is wrong.
import {z} from 'zod'

const API_VERSION = /^\d{4}-\d{2}-\d{2}$/

const schema = z
  .object({
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a Sanity project id: lowercase letters, digits and dashes')
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be a dataset name: lowercase letters, digits, _ and -')
      .default('production'),
    SANITY_API_VERSION: z.string().regex(API_VERSION, 'must be a date like 2025-02-19').default('2025-02-19'),
    SANITY_API_HOST: z.url('must be a full URL such as http://127.0.0.1:3333').optional(),
    /** Where the project's pictures are served: Sanity's image CDN, or the local stand-in's (npm run studio). */
    SANITY_CDN_HOST: z.url('must be a full URL such as https://cdn.sanity.io').default('https://cdn.sanity.io'),
    SANITY_READ_TOKEN: z.string().min(1, 'must not be empty when set').optional(),
    SANITY_REVALIDATE_SECRET: z.string().min(1, 'must not be empty when set').optional(),
    SANITY_STUDIO_URL: z.url('must be a full URL such as http://localhost:3333').default('http://localhost:3333'),
    NEXT_PUBLIC_SITE_URL: z.url('must be a full URL such as https://opl.example.org').default('http://localhost:3000'),
    CONTENT_DATASET_PATH: z.string().min(1, 'must be a path to an NDJSON file').optional(),
    REDIS_URL: z.url('must be a Redis URL such as redis://127.0.0.1:6379').optional(),
    /** Whether an embedded-dataset server makes the gallery's large photos when it starts
     * (lib/content/embedded/lightbox-warm.ts): "off" for the short-lived servers of the test suite. */
    IMAGE_WARM: z.enum(['on', 'off'], 'must be on or off').default('on'),
  })
  .transform((env) => ({...env, backend: env.SANITY_PROJECT_ID ? ('sanity' as const) : ('embedded' as const)}))

export type ContentEnv = z.infer<typeof schema>

/** Empty strings count as unset, so `SANITY_PROJECT_ID=` in a .env file means "embedded". */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
}

export class EnvError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid environment variable ${variable}: ${detail}.`)
    this.name = 'EnvError'
  }
}

export function parseContentEnv(source: Record<string, string | undefined>): ContentEnv {
  const result = schema.safeParse(withoutEmpty(source))
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  throw new EnvError(String(issue.path[0] ?? 'environment'), issue.message)
}

let cached: ContentEnv | undefined

/** The validated settings of this process (parsed on first use). */
export function contentEnv(): ContentEnv {
  cached ??= parseContentEnv(process.env)
  return cached
}

/** The settings, or one message naming the bad variable and an exit: what `next build`, `next dev` and
 * the server (web/instrumentation.ts) do with bad settings before anything runs. */
export function contentEnvOrExit(source: Record<string, string | undefined> = process.env): ContentEnv {
  try {
    return parseContentEnv(source)
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(`\n${error.message}\nFix it in the environment or .env.local, then start again.\n`)
    process.exit(1)
  }
}
