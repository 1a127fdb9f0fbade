// The News Not Found page as a page of its own, prerendered: web/proxy.ts shows it, with status 404,
// for a /news/<slug> that names no news item (lib/content/addresses.ts says why), and for this address
// itself. news/[slug]/not-found.tsx shows the same for a notFound() from the news item's page.
import type {Metadata} from 'next'
import NewsNotFound from '../news/[slug]/not-found'

export const metadata: Metadata = {title: 'News Not Found', robots: {index: false}}

export default NewsNotFound
