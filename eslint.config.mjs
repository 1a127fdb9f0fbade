// Lint rules for the whole repo: typescript-eslint's recommended set, the React hooks rules, and the
// module boundaries (docs/architecture.md): the shop store and the content backends stay behind their folders,
// and internal links go through the site's Link. Nothing reaches into Next's private modules or settings:
// an upgrade of Next must only have to read its public API and docs.
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** The shop store (web/lib/shop) is mounted by no page: nothing else in web/ may import it. */
export const SHOP_BOUNDARY = {
  group: ['@/lib/shop', '@/lib/shop/*', '**/lib/shop', '**/lib/shop/*', '../shop', '../shop/*'],
  message: 'The shop store is isolated: no page or component imports web/lib/shop (see docs/architecture.md).',
}

/** Only the content layer talks to a backend; everything else calls its getters. */
export const CONTENT_BOUNDARY = {
  paths: [
    {name: 'groq-js', message: 'Query through a getter in web/lib/content; only the content layer runs GROQ.'},
    {name: '@sanity/client', message: 'Query through a getter in web/lib/content; only the content layer holds a client.'},
  ],
}

/** Next's own modules other than its public entry points (next, next/server, next/cache, …). */
export const NEXT_INTERNALS = {
  group: ['', '/*', '/**'].map((rest) => `next/dist${rest}`),
  message: "Next's private modules change without notice: use its public API (docs/architecture.md).",
}

/** The same for what imports cannot catch: a module path, a private setting or symbol written as text.
 * (Selectors' regular expressions cannot hold a slash; `[t]` and `[P]` keep this file from matching them.) */
export const NEXT_PRIVATE_SYNTAX = [
  ...['Literal[value=/nex[t].dis[t]./]', 'TemplateElement[value.raw=/nex[t].dis[t]./]'].map((selector) => ({
    selector,
    message: "Next's private modules change without notice: use its public API (docs/architecture.md).",
  })),
  ...['Identifier[name=/^__NEXT_[P]RIVATE/]', 'Literal[value=/__NEXT_[P]RIVATE/]', 'TemplateElement[value.raw=/__NEXT_[P]RIVATE/]'].map((selector) => ({
    selector,
    message: "Next's private settings are not an API: configure Next through next.config.ts and its documented environment.",
  })),
  {
    selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for'][arguments.0.value=/^@nex[t]./]",
    message: "Next's private symbols are not an API: use its documented options (e.g. cacheHandler in next.config.ts).",
  },
]

/** Layers (docs/architecture.md): lib holds data, rules and backends; components draw them. lib never reaches up. */
export const LIB_LAYER = {
  group: ['@/components', '@/components/*', '**/components/*', '@/app', '@/app/*', '**/app/*'],
  message: 'web/lib is below components and app: move what lib needs into lib (docs/architecture.md).',
}

/** Client components render plain elements, styled by a class name the server-rendered styled component
 * around them gives (docs/architecture.md): styled-components and the *.styles modules stay on the server,
 * out of every visitor's JavaScript. The theme itself is `server-only`, which the build enforces. */
export const CLIENT_STYLES = ["ImportDeclaration[source.value='styled-components']", 'ImportDeclaration[source.value=/[.]styles$/]'].map((importer) => ({
  selector: `Program:has(> ExpressionStatement[directive='use client']) ${importer}`,
  message: 'A client component does not import styled-components or a *.styles module: give its elements a class name the server-side styled component styles.',
}))

/** Folders that point one way (docs/architecture.md): league/ (the pure cricket and league engine, the CMS
 * field formats, what the site shows) at the bottom; schemas/ on it; studio/ on both; web/ on league/ alone,
 * reading the Studio only through the schema it generates (web/lib/content/schema-artifact.ts). Checked by
 * typescript-eslint's copy of no-restricted-imports, a rule no other block sets, so the blocks that set
 * no-restricted-imports per folder cannot switch it off. */
const upInto = (folders, message) => ({regex: `^(\\.\\./)+(${folders})`, message})
const ALIAS_INTO_WEB = {regex: '^@/', message: "'@/' is web/'s own alias: outside web/, import from league/ instead."}
export const FOLDER_BOUNDARY = {
  league: [
    upInto('(web|studio|schemas)(/|$)', 'league/ is the bottom package: it imports nothing from web/, studio/ or schemas/ (docs/architecture.md).'),
    ALIAS_INTO_WEB,
    {
      regex: '^(next|next-sanity|react|react-dom|sanity|styled-components|server-only)(/|$)|^@sanity/',
      message: 'league/ is pure: no Next, React, Sanity or styling runtime; the app that needs one wraps the rule (docs/architecture.md).',
    },
  ],
  schemas: [upInto('(web|studio)(/|$)', 'schemas/ sits on league/ alone: move what it needs from web/ or studio/ into league/ (docs/architecture.md).'), ALIAS_INTO_WEB],
  studio: [upInto('web(/|$)', 'studio/ sits on league/ and schemas/: move what it needs from web/ into league/ (docs/architecture.md).'), ALIAS_INTO_WEB],
  web: [
    upInto('(studio|schemas)(/|$)', "web/ sits on league/ alone: shared rules live in league/; the Studio's schema comes through web/lib/content/schema-artifact.ts (docs/architecture.md)."),
    {regex: '^@schemas/', message: 'web/ sits on league/ alone: shared rules live in league/ (docs/architecture.md).'},
  ],
  schemaArtifact: [
    upInto('(schemas(/|$)|studio(/|$)(?!schema[.]json$))', 'The schema artifact reads studio/schema.json and nothing else of the Studio (docs/architecture.md).'),
  ],
}
const boundary = (patterns) => ({'@typescript-eslint/no-restricted-imports': ['error', {patterns}]})

/** Internal links prefetch on intent (web/components/ui/link.tsx), not every linked page as soon as it is painted. */
const NEXT_LINK = {name: 'next/link', message: "Use Link from '@/components/ui/link': it prefetches on intent, not on sight."}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.next*/**', 'studio-dist/**', 'studio/.sanity/**', 'test-results/**', 'reports/**', 'web/lib/content/sanity.types.ts', 'web/next-env.d.ts'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [NEXT_INTERNALS]}],
      'no-restricted-syntax': ['error', ...NEXT_PRIVATE_SYNTAX],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {'no-restricted-syntax': ['error', ...NEXT_PRIVATE_SYNTAX, ...CLIENT_STYLES]},
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/shop/**', 'web/lib/content/**', 'web/components/ui/link.tsx'],
    rules: {'no-restricted-imports': ['error', {patterns: [SHOP_BOUNDARY, NEXT_INTERNALS], paths: [...CONTENT_BOUNDARY.paths, NEXT_LINK]}]},
  },
  {
    files: ['web/components/ui/link.tsx'],
    rules: {'no-restricted-imports': ['error', {patterns: [SHOP_BOUNDARY, NEXT_INTERNALS], ...CONTENT_BOUNDARY}]},
  },
  {
    files: ['web/lib/**/*.{ts,tsx}'],
    ignores: ['web/lib/shop/**', 'web/lib/content/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [SHOP_BOUNDARY, NEXT_INTERNALS, LIB_LAYER], paths: [...CONTENT_BOUNDARY.paths, NEXT_LINK]}]},
  },
  {
    files: ['web/lib/content/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: [SHOP_BOUNDARY, NEXT_INTERNALS, LIB_LAYER]}]},
  },
  {
    files: ['web/lib/shop/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: [NEXT_INTERNALS, LIB_LAYER]}]},
  },
  {files: ['league/**/*.{ts,tsx}'], rules: boundary(FOLDER_BOUNDARY.league)},
  {files: ['schemas/**/*.{ts,tsx}'], rules: boundary(FOLDER_BOUNDARY.schemas)},
  {files: ['studio/**/*.{ts,tsx}'], rules: boundary(FOLDER_BOUNDARY.studio)},
  {files: ['web/**/*.{ts,tsx,mjs}'], rules: boundary(FOLDER_BOUNDARY.web)},
  {files: ['web/lib/content/schema-artifact.ts'], rules: boundary(FOLDER_BOUNDARY.schemaArtifact)},
)
