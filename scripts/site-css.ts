// `npm run css`: writes the site stylesheet (web/components/layout/site-stylesheet.ts) to
// web/app/site.css. A unit test (site-stylesheet.test.ts) fails when the committed file is stale.
import {writeFile} from 'node:fs/promises'
import path from 'node:path'
import {SITE_STYLESHEET_BANNER, SITE_STYLESHEET_PATH, siteStylesheet} from '../web/components/layout/site-stylesheet'
import {compileCss} from '../web/theme/compile-css'

const file = path.resolve(import.meta.dirname, '..', SITE_STYLESHEET_PATH)
const text = SITE_STYLESHEET_BANNER + compileCss(siteStylesheet)
await writeFile(file, text)
console.log(`${SITE_STYLESHEET_PATH}: ${(Buffer.byteLength(text) / 1000).toFixed(1)} KB`)
