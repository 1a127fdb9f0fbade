// /news/{slug}: one news item — a dated post (a match report, an article) or a team note — prerendered
// for every slug in the CMS; an unknown slug answers 404 with this segment's News Not Found page.
// Posts and notes share the address space (the dataset validator keeps their slugs apart).
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {NewsArticle} from '@/components/news/news-article'
import {noteDescription} from '@/components/news/note-description'
import {PostArticle} from '@/components/news/post-article'
import {NewsArticleJsonLd, PostArticleJsonLd} from '@/components/seo/structured-data'
import {pickNewsHighlights} from '@/components/home/home-content'
import {GoBackButton} from '@/components/news/go-back-button'
import {NotFoundContent} from '@/components/not-found/not-found-content'
import {PageShell} from '@/components/ui/page-shell'
import {NOT_FOUND_NEWS_COUNT} from '@/lib/constants'
import {getPost, getPosts, getSiteSettings, getTeamNote, getTeamNotes} from '@/lib/content'
import {isUnknownNewsSlug, UNKNOWN_NEWS_SLUG} from '@/lib/http/path-checks'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{slug: string}>}

export async function generateStaticParams() {
  const [notes, posts] = await Promise.all([getTeamNotes(), getPosts()])
  // The shared page for unknown slugs is prerendered too.
  return [
    ...posts.map((post) => ({slug: post.slug})),
    ...notes.flatMap((note) => (note.slug ? [{slug: note.slug}] : [])),
    {slug: UNKNOWN_NEWS_SLUG},
  ]
}

const NOT_FOUND_METADATA: Metadata = {title: 'News Not Found', robots: {index: false}}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug} = await params
  if (isUnknownNewsSlug(slug)) return NOT_FOUND_METADATA
  const post = await getPost(slug)
  if (post) {
    // image: false leaves the share image to this route's opengraph-image (drawn from the cover).
    return pageMetadata({title: post.title, description: post.summary, path: `/news/${slug}`, type: 'article', image: false})
  }
  const note = await getTeamNote(slug)
  if (!note) return NOT_FOUND_METADATA
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
  const [post, note, notes, settings] = await Promise.all([getPost(slug), getTeamNote(slug), getTeamNotes(), getSiteSettings()])
  if (post) {
    return (
      <PageShell eyebrow={post.match ? 'Match report' : 'News'} title={post.title} lead={post.summary || undefined}>
        <PostArticle post={post} />
        <PostArticleJsonLd settings={settings} post={post} />
      </PageShell>
    )
  }
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
