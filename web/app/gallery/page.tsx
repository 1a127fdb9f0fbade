// /gallery: photos from the auction, the Season 1 matches and closing day, each opening a lightbox.
import type {Metadata} from 'next'
import {GallerySections} from '@/components/gallery/gallery-sections'
import {PageShell} from '@/components/ui/page-shell'
import {getGallerySections} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  title: 'Gallery',
  description:
    'Photos from the Oxygen Premier League: the 2025 auction, Season 1 matches and closing day in Sarjapur, Bangalore.',
  path: '/gallery',
})

export default async function GalleryPage() {
  const sections = await getGallerySections()
  return (
    <PageShell
      eyebrow="Season highlights"
      title="Gallery"
      lead="The auction, the matches and the celebrations. Open any photo to see it large."
    >
      <GallerySections sections={sections} />
    </PageShell>
  )
}
