// /news/{slug}: one news item — a dated post (a match report, an article) or a team note — prerendered
// for every slug in the CMS. Posts and notes share the address space (the dataset validator keeps their
// slugs apart). A slug neither list names gets News Not Found from the proxy (lib/content/addresses.ts);
// one removed since the proxy last looked is a notFound() here, before anything is looked up for it.
import {prerenderedParams} from '@/lib/routes'
import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {NewsArticle} from '@/components/news/news-article'
import {noteDescription} from '@/components/news/note-description'
import {PostArticle} from '@/components/news/post-article'
import {NewsArticleJsonLd, PostArticleJsonLd} from '@/components/seo/structured-data'
import {PageShell} from '@/components/ui/page-shell'
import {getNewsItem, getPosts, getSiteSettings, getTeamNotes} from '@/lib/content'
import {pageMetadata} from '@/lib/seo/metadata'

type Props = {params: Promise<{slug: string}>}

export async function generateStaticParams() {
  const [notes, posts] = await Promise.all([getTeamNotes(), getPosts()])
  return prerenderedParams([...posts.map((post) => ({slug: post.slug})), ...notes.flatMap((note) => (note.slug ? [{slug: note.slug}] : []))], {slug: 'none'})
}

/** The item at `slug`, or notFound(). */
async function itemAt(slug: string) {
  const item = await getNewsItem(slug)
  if (!item) notFound()
  return item
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const {slug} = await params
  const {post, note} = await itemAt(slug)
  // image: false leaves the share image to this route's opengraph-image (drawn from the cover or the note).
  if (post) return pageMetadata({title: post.title, description: post.summary, path: `/news/${slug}`, type: 'article', image: false})
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
  const [{post, note, notes}, settings] = await Promise.all([itemAt(slug), getSiteSettings()])
  if (post) {
    return (
      <PageShell eyebrow={post.match ? 'Match report' : 'News'} title={post.title} lead={post.summary || undefined}>
        <PostArticle post={post} />
        <PostArticleJsonLd settings={settings} post={post} />
      </PageShell>
    )
  }
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
