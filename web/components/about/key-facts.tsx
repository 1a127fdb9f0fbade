// "Key facts" beside /about's text: the season, who hosts it, where, how many societies and teams
// take part and when the finale is — the numbers a visitor looks for first, each linking on.
// Styles: about.styles.ts.
import {Link} from '@/components/ui/link'
import {formatKeyDate, keyDateTimeAttribute} from '../../../league/calendar/format-key-date'
import {KeyFactsPanel} from './about.styles'

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
    <KeyFactsPanel aria-labelledby="key-facts">
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
    </KeyFactsPanel>
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
