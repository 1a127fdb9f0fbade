// The site's share image (1200×630 PNG): the crest, the league's name and what it is, in the
// league's colours. Rendered at build time by next/og with its bundled font, so it works offline.
import {ImageResponse} from 'next/og'
import {OG_SIZE, OgCanvas, OgCrest, ogText} from '@/components/seo/og-parts'
import {getSiteSettings} from '@/lib/content'
import {LEAGUE_PLACE, leagueFrom} from '@/lib/seo/league'
import {tokens} from '@/theme/theme'

export const alt = 'Oxygen Premier League: apartment cricket in Sarjapur, Bangalore'
export const size = OG_SIZE
export const contentType = 'image/png'

export default async function OpenGraphImage() {
  const league = leagueFrom(await getSiteSettings())
  return new ImageResponse(
    (
      <OgCanvas background={tokens.gradients.hero} footer={[`Apartment cricket · ${LEAGUE_PLACE.name}`, new URL(league.url).host]}>
        <div style={{display: 'flex', alignItems: 'center', gap: 56}}>
          <OgCrest size={280} label={ogText(league.shortName, 4)} />
          <div style={{display: 'flex', flexDirection: 'column', flex: 1}}>
            {league.seasonLabel && (
              <div style={{fontSize: 30, color: tokens.colors.accent, letterSpacing: 4, textTransform: 'uppercase'}}>
                {`${ogText(league.seasonLabel, 20)} season`}
              </div>
            )}
            <div style={{fontSize: 76, lineHeight: 1.05, marginTop: 12}}>{ogText(league.name, 60)}</div>
            {league.description && (
              <div style={{fontSize: 32, lineHeight: 1.35, marginTop: 24, opacity: 0.92}}>
                {ogText(league.description, 150)}
              </div>
            )}
          </div>
        </div>
      </OgCanvas>
    ),
    size,
  )
}
