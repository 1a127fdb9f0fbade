// /terms: the terms for using the site, as written in the CMS (page document "terms").
import type {Metadata} from 'next'
import {cmsPageMetadata} from '@/components/cms-page/cms-metadata'
import {CmsPage} from '@/components/cms-page/cms-page'
import {getPage} from '@/lib/content'

const FALLBACK = {
  title: 'Terms & Conditions',
  description: 'The terms for using the Oxygen Premier League website.',
}

export const generateMetadata = (): Promise<Metadata> => cmsPageMetadata('terms', FALLBACK)

export default async function TermsPage() {
  return <CmsPage eyebrow="Legal" page={await getPage('terms')} fallbackTitle={FALLBACK.title} />
}
