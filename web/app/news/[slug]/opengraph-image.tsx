// Each news item's share image: a team note's team, captain and quote in the team's colours, or a
// post's headline and summary in the league's. One PNG per item is rendered at build time and refreshed with the note's cache tag.
import {prerenderedParams} from '@/lib/routes'
import {ImageResponse} from 'next/og'
import {notFound} from 'next/navigation'
import {OG_SIZE, OgCanvas, OgCrest, OgLines, ogText} from '@/components/seo/og-parts'
import {hexColourOr} from '../../../../league/fields/hex-colour'
import {getNewsItem, getPosts, getSiteSettings, getTeamNotes} from '@/lib/content'
import {leagueFrom} from '@/lib/seo/league'
import {NEWS_IMAGE, noteImageLayout, postImageLayout} from '@/lib/seo/news-image-layout'
import {tokens} from '@/theme/theme'

export const alt = 'A team note from the Oxygen Premier League: the captain’s words for the season'
export const size = OG_SIZE
export const contentType = 'image/png'

export async function generateStaticParams() {
  const [notes, posts] = await Promise.all([getTeamNotes(), getPosts()])
  return prerenderedParams([...posts.map((post) => ({slug: post.slug})), ...notes.flatMap((note) => (note.slug ? [{slug: note.slug}] : []))], {slug: 'none'})
}

export default async function NewsOpenGraphImage({params}: {params: Promise<{slug: string}>}) {
  const {slug} = await params
  const [item, settings] = await Promise.all([getNewsItem(slug), getSiteSettings()])
  if (!item) notFound()
  const league = leagueFrom(settings)
  if (item.post) return postImage(item.post, league)
  const {note} = item
  const from = hexColourOr(note.colours?.from, tokens.colors.primaryDark)
  const to = hexColourOr(note.colours?.to, tokens.colors.primary)
  // ogText drops what the font cannot draw and bounds the length; the layout fits what is left.
  const layout = noteImageLayout(ogText(note.team, 200) || 'Team news', ogText(note.quote, 600), ogText(note.captain, 200))
  const n = NEWS_IMAGE
  return new ImageResponse(
    (
      <OgCanvas
        // The backdrop darkens the foot of the team's gradient so white text stays readable on
        // light kit colours.
        background={`linear-gradient(180deg, transparent 30%, ${tokens.colors.backdrop} 100%), linear-gradient(135deg, ${from}, ${to})`}
        footer={[`${league.name} · Team news`, new URL(league.url).host]}
      >
        <div style={{display: 'flex', alignItems: 'center', gap: n.crestGap}}>
          <OgCrest size={n.crest} label={ogText(league.shortName, 4)} />
          <OgLines block={layout.team} />
        </div>
        {layout.quote && <OgLines block={layout.quote} style={{marginTop: n.quoteGap}} />}
        {layout.captain && <OgLines block={layout.captain} style={{marginTop: n.captainGap, opacity: 0.9}} />}
      </OgCanvas>
    ),
    size,
  )
}

function postImage(post: {title: string; summary: string; match: unknown}, league: ReturnType<typeof leagueFrom>) {
  const layout = postImageLayout(ogText(post.title, 600), ogText(post.summary, 600))
  const n = NEWS_IMAGE
  return new ImageResponse(
    (
      <OgCanvas
        background={`linear-gradient(135deg, ${tokens.colors.primaryDark}, ${tokens.colors.primary})`}
        footer={[`${league.name} · ${post.match ? 'Match report' : 'News'}`, new URL(league.url).host]}
      >
        <div style={{display: 'flex', alignItems: 'center', gap: n.crestGap}}>
          <OgCrest size={n.crest} label={ogText(league.shortName, 4)} />
          <OgLines block={layout.title} />
        </div>
        <OgLines block={layout.summary} style={{marginTop: n.summaryGap}} />
      </OgCanvas>
    ),
    size,
  )
}
