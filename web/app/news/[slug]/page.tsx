// /news/{slug}: one team note, prerendered for every slug in the CMS; an unknown slug answers 404
// with this segment's News Not Found page.
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {NewsArticle} from '@/components/news/news-article'
import {noteDescription} from '@/components/news/note-description'
import {NewsArticleJsonLd} from '@/components/seo/structured-data'
import {pickNewsHighlights} from '@/components/home/home-content'
import {GoBackButton} from '@/components/news/go-back-button'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {PageShell} from '@/components/ui/page-shell'
import {NOT_FOUND_NEWS_COUNT} from '@/lib/constants'
import {getSiteSettings, getTeamNote, getTeamNotes} from '@/lib/content'
import {isUnknownNewsSlug, UNKNOWN_NEWS_SLUG} from '@/lib/http/path-checks'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{slug: string}>}

export async function generateStaticParams() {
  const notes = await getTeamNotes()
  // The shared page for unknown slugs is prerendered too.
  return [...notes.flatMap((note) => (note.slug ? [{slug: note.slug}] : [])), {slug: UNKNOWN_NEWS_SLUG}]
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug} = await params
  if (isUnknownNewsSlug(slug)) return {title: 'News Not Found', robots: {index: false}}
  const note = await getTeamNote(slug)
  if (!note) return {title: 'News Not Found', robots: {index: false}}
  // image: false leaves the share image to this route's opengraph-image (drawn from the note).
  return pageMetadata({
    title: note.team,
    description: noteDescription(note),
    path: `/news/${slug}`,
    type: 'article',
    image: false,
  })
}

export default async function NewsItemPage({params}: Props) {
  const {slug} = await params
  // Every unknown slug, marked by the proxy and answered 404 there, is rendered as this one page.
  if (isUnknownNewsSlug(slug)) {
    const latest = pickNewsHighlights(await getTeamNotes(), NOT_FOUND_NEWS_COUNT)
    return <NotFoundContent news latest={latest} goBack={<GoBackButton fallbackHref="/news" />} />
  }
  const [note, notes, settings] = await Promise.all([getTeamNote(slug), getTeamNotes(), getSiteSettings()])
  if (!note) notFound()
  return (
    <PageShell
      eyebrow="Team news"
      title={note.team}
      lead={note.captain ? `A note from captain ${note.captain}` : undefined}
    >
      <NewsArticle note={note} others={notes.filter((other) => other.slug && other.slug !== note.slug)} />
      <NewsArticleJsonLd settings={settings} note={note} />
    </PageShell>
  )
}
