// `npm run typegen`: extracts the Studio schema (studio/schema.json) and generates the query types
// (web/lib/content/sanity.types.ts) the way `npm test`'s freshness check expects them.
import {SCHEMA_EXTRACT_FLAGS, STUDIO, sanity} from './check-typegen'

sanity(['schema', 'extract', '--path=./schema.json', ...SCHEMA_EXTRACT_FLAGS], STUDIO)
sanity(['typegen', 'generate'], STUDIO)
console.log('Wrote studio/schema.json and web/lib/content/sanity.types.ts.')
