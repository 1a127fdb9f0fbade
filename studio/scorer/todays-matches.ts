// The desk's "Today's matches": the matches dated today in India or, on a day without one, the next
// scheduled match; each opens straight on its scorer (its scorecard, or a new one made for it).
import type {SanityClient} from 'sanity'
import type {StructureBuilder} from 'sanity/structure'
import {dayText, istToday, matchTitle, type MatchNaming} from './match-day'
import {STUDIO_API_VERSION} from './match-query'
import {SCORECARD_TEMPLATE_ID, scorecardIdFor} from './scorecard-for-match'

export type DeskMatch = MatchNaming & {_id: string; startsAt: string | null; scorecard: string | null}

const FIELDS = /* groq */ `_id, matchNumber, stage, startsAt, "home": homeTeam->{name}, "away": awayTeam->{name},
  "scorecard": *[_type == "scorecard" && match._ref == ^._id][0]._id`

/** Today's published matches in date order, and the first scheduled one after today. */
export const TODAY_OR_NEXT_QUERY = /* groq */ `{
  "today": *[_type == "match" && !(_id in path("drafts.**")) && dateTime(startsAt) >= dateTime($from) && dateTime(startsAt) < dateTime($to)] | order(startsAt asc){${FIELDS}},
  "next": *[_type == "match" && !(_id in path("drafts.**")) && status == "scheduled" && dateTime(startsAt) >= dateTime($to)] | order(startsAt asc)[0]{${FIELDS}}
}`

/** What the list shows: today's matches, or else the next one, with the list's title saying which. */
export function todayOrNext({today, next}: {today: DeskMatch[]; next: DeskMatch | null}): {title: string; matches: DeskMatch[]} {
  if (today.length) return {title: "Today's matches", matches: today}
  return {title: next ? 'No match today: the next one' : 'No match today, none scheduled', matches: next ? [next] : []}
}

export async function todaysMatchesList(S: StructureBuilder, getClient: (options: {apiVersion: string}) => SanityClient) {
  const found = await getClient({apiVersion: STUDIO_API_VERSION}).fetch<{today: DeskMatch[]; next: DeskMatch | null}>(TODAY_OR_NEXT_QUERY, istToday())
  const {title, matches} = todayOrNext(found)
  return S.list()
    .id('matches-today')
    .title(title)
    .items(
      matches.map((match) =>
        S.listItem()
          .id(match._id)
          .title(`${match.startsAt ? `${dayText(match.startsAt)} · ` : ''}${matchTitle(match)}`)
          .schemaType('scorecard')
          .child(
            S.document()
              .schemaType('scorecard')
              .documentId(match.scorecard ?? scorecardIdFor(match._id))
              .initialValueTemplate(SCORECARD_TEMPLATE_ID, {matchId: match._id}),
          ),
      ),
    )
}
