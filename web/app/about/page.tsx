// /about: what the league is and who runs it, as written in the CMS (page document "about").
import type {Metadata} from 'next'
import {cmsPageMetadata} from '@/components/cms-page/cms-metadata'
import {CmsPage} from '@/components/cms-page/cms-page'
import {getPage} from '@/lib/content'

const FALLBACK = {
  title: 'About OPL',
  description: 'What the Oxygen Premier League is, who hosts it and how the societies of Sarjapur take part.',
}

export const generateMetadata = (): Promise<Metadata> => cmsPageMetadata('about', FALLBACK)

export default async function AboutPage() {
  return <CmsPage eyebrow="About" page={await getPage('about')} fallbackTitle={FALLBACK.title} />
}
