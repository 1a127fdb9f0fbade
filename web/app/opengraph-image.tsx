// The site's share image (1200×630 PNG): the crest, the league's name and what it is, in the
// league's colours. Rendered at build time by next/og with its bundled font, so it works offline.
import {ImageResponse} from 'next/og'
import {OG_SIZE, OgCanvas, OgCrest, OgLines, ogText} from '@/components/seo/og-parts'
import {getSiteSettings} from '@/lib/content'
import {LEAGUE_PLACE, leagueFrom} from '@/lib/seo/league'
import {SITE_IMAGE, siteImageLayout} from '@/lib/seo/news-image-layout'
import {tokens} from '@/theme/theme'

export const alt = 'Oxygen Premier League: apartment cricket in Sarjapur, Bangalore'
export const size = OG_SIZE
export const contentType = 'image/png'

export default async function OpenGraphImage() {
  const league = leagueFrom(await getSiteSettings())
  const label = league.seasonLabel ? `${ogText(league.seasonLabel, 60)} season` : ''
  const layout = siteImageLayout(label, ogText(league.name, 200), ogText(league.description, 600))
  const s = SITE_IMAGE
  return new ImageResponse(
    (
      <OgCanvas background={tokens.gradients.hero} footer={[`Apartment cricket · ${LEAGUE_PLACE.name}`, new URL(league.url).host]}>
        <div style={{display: 'flex', alignItems: 'center', gap: s.crestGap}}>
          <OgCrest size={s.crest} label={ogText(league.shortName, 4)} />
          <div style={{display: 'flex', flexDirection: 'column', flex: 1}}>
            {layout.label && <OgLines block={layout.label} style={{color: tokens.colors.accent}} />}
            <OgLines block={layout.name} style={{marginTop: layout.label ? s.nameGap : 0}} />
            {layout.description && <OgLines block={layout.description} style={{marginTop: s.descriptionGap, opacity: 0.92}} />}
          </div>
        </div>
      </OgCanvas>
    ),
    size,
  )
}
