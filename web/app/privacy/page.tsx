// /privacy: how the site treats your information, as written in the CMS (page document "privacy").
import type {Metadata} from 'next'
import {cmsPageMetadata} from '@/components/cms-page/cms-metadata'
import {CmsPage} from '@/components/cms-page/cms-page'
import {getPage} from '@/lib/content'

const FALLBACK = {
  title: 'Privacy Policy',
  description: 'How the Oxygen Premier League website treats your information.',
}

export const generateMetadata = (): Promise<Metadata> => cmsPageMetadata('privacy', FALLBACK)

export default async function PrivacyPage() {
  return <CmsPage eyebrow="Legal" page={await getPage('privacy')} fallbackTitle={FALLBACK.title} />
}
