// /about: what the league is and who runs it, as written in the CMS (page document "about"), with the
// season's key facts and the organisers' contacts beside it.
import type {Metadata} from 'next'
import {AboutAside} from '@/components/about/about-aside'
import {cmsPageMetadata} from '@/components/cms-page/cms-metadata'
import {CmsPage} from '@/components/cms-page/cms-page'
import {getKeyDates, getPage, getSiteSettings, getSocieties, getTeams} from '@/lib/content'

const FALLBACK = {
  title: 'About OPL',
  description: 'What the Oxygen Premier League is, who hosts it and how the societies of Sarjapur take part.',
}

export const generateMetadata = (): Promise<Metadata> => cmsPageMetadata('about', FALLBACK)

export default async function AboutPage() {
  const [page, settings, societies, teams, keyDates] = await Promise.all([
    getPage('about'),
    getSiteSettings(),
    getSocieties(),
    getTeams(),
    getKeyDates(),
  ])
  const aside = <AboutAside settings={settings} societies={societies} teams={teams} keyDates={keyDates} />
  return <CmsPage eyebrow="About" page={page} fallbackTitle={FALLBACK.title} aside={aside} />
}
