// A team as a match card or a narrow table shows it: its crest (the CMS logo, else its emoji) and a
// link to its page that reads as the short code where space is tight and as the full name for screen
// readers and wider screens. Styles: team-mark.styles.ts.
import {CmsImage} from '@/components/ui/cms-image'
import type {QueriedImage} from '@/lib/content/images'
import {teamCode, teamSlug} from '../../../league'
import {teamPath} from '@/lib/routes'
import {Code, CrestIcon, FullName, MarkLink, MarkText} from './team-mark.styles'

export type MarkedTeam = {name: string | null; shortName?: string | null; icon?: string | null; crest?: QueriedImage} | null | undefined

/** A crest, px. */
export const CREST_PX = 28

export function TeamCrest({team, size = CREST_PX}: {team: MarkedTeam; size?: number}) {
  if (team?.crest?.asset) return <CmsImage image={team.crest} width={size} height={size} decorative />
  return <CrestIcon aria-hidden="true">{team?.icon || '🏏'}</CrestIcon>
}

/**
 * The team's name linking to its page. `code`: 'always' shows the short code (the full name stays the
 * link's accessible name); 'narrow' shows it below the sm breakpoint only, the full name above; 'never'
 * always shows the full name.
 */
export function TeamMark({team, code = 'narrow', crest = true}: {team: MarkedTeam; code?: 'always' | 'narrow' | 'never'; crest?: boolean}) {
  const name = team?.name?.trim()
  const label = (
    <>
      {crest ? <TeamCrest team={team} /> : null}
      {code === 'never' ? null : (
        <Code aria-hidden="true" $always={code === 'always'}>
          {teamCode(team)}
        </Code>
      )}
      <FullName $code={code}>
        {name || 'To be decided'}
      </FullName>
    </>
  )
  if (!name || !teamSlug(name)) return <MarkText>{label}</MarkText>
  return (
    <MarkLink href={teamPath(name)} title={code === 'always' ? name : undefined}>
      {label}
    </MarkLink>
  )
}
