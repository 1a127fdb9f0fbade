// "Key facts" beside /about's text: the season, who hosts it, where, how many societies and teams
// take part and when the finale is — the numbers a visitor looks for first, each linking on.
import Link from 'next/link'
import styled from 'styled-components'
import {formatKeyDate, keyDateTimeAttribute} from '@/components/schedule/format-key-date'
import {labelCaps, theme} from '@/theme/theme'

export type KeyFactsData = {
  season: string | null
  host: string | null
  location: string
  societies: number
  teams: number
  /** The last key date (the Grand Finale), when the season has one. */
  finale: {title: string; date: string} | null
}

export function KeyFacts({facts}: {facts: KeyFactsData}) {
  return (
    <Panel aria-labelledby="key-facts">
      <h2 id="key-facts">Key facts</h2>
      <dl>
        {facts.season ? <Fact term="Season" value={facts.season} /> : null}
        {facts.host ? <Fact term="Hosted by" value={facts.host} /> : null}
        <Fact term="Where" value={facts.location} />
        {facts.societies > 0 ? (
          <Fact term="Societies" value={<Link href="/participation/societies">{facts.societies} housing societies</Link>} />
        ) : null}
        {facts.teams > 0 ? <Fact term="Teams" value={<Link href="/participation/teams">{facts.teams} teams</Link>} /> : null}
        {facts.finale ? (
          <Fact
            term={facts.finale.title}
            value={
              <Link href="/matches/schedules">
                <time dateTime={keyDateTimeAttribute(facts.finale.date)}>{formatKeyDate(facts.finale.date)}</time>
              </Link>
            }
          />
        ) : null}
      </dl>
    </Panel>
  )
}

function Fact({term, value}: {term: string; value: React.ReactNode}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

const Panel = styled.section`
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 5px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.md};
    margin: 0;
  }
  dt {
    ${labelCaps}
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
  a {
    color: ${theme.colors.primary};
    text-underline-offset: 3px;
  }
`
