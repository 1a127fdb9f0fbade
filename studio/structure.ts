// The Studio's desk, laid out like the site: settings first, then what the home page shows, then the
// other lists. Where the site shows things in the editors' order, the list is drag-and-drop.
import {orderableDocumentListDeskItem} from '@sanity/orderable-document-list'
import type {InitialValueResolverContext, Template} from 'sanity'
import type {StructureBuilder, StructureResolver, StructureResolverContext} from 'sanity/structure'
import {SITE_SETTINGS_ID} from '../schemas/singletons/site-settings'
import {istToday} from './scorer/match-day'
import {todaysMatchesList} from './scorer/todays-matches'

export {istToday}

export type DeskSection = {
  type: string
  title: string
  kind: 'singleton' | 'ordered' | 'list' | 'grouped'
  /** For a grouped list: the reference field whose target groups the documents (a season, a team). */
  by?: {field: string; type: string}
}

/** Every document type, in the order volunteers see them. */
export const DESK_SECTIONS: DeskSection[] = [
  {type: 'siteSettings', title: 'Site settings', kind: 'singleton'},
  {type: 'heroSlide', title: 'Home slides', kind: 'ordered'},
  {type: 'post', title: 'News posts and match reports', kind: 'list'},
  {type: 'teamNote', title: 'News (team notes)', kind: 'ordered'},
  {type: 'keyDate', title: 'Key dates', kind: 'ordered'},
  {type: 'gallerySection', title: 'Gallery', kind: 'ordered'},
  {type: 'society', title: 'Societies', kind: 'list'},
  {type: 'team', title: 'Teams', kind: 'list'},
  {type: 'sponsor', title: 'Sponsors', kind: 'list'},
  {type: 'page', title: 'Pages (About, Privacy, Terms)', kind: 'list'},
  {type: 'season', title: 'Seasons', kind: 'list'},
  {type: 'venue', title: 'Grounds', kind: 'list'},
  {type: 'match', title: 'Matches by season', kind: 'grouped', by: {field: 'season', type: 'season'}},
  {type: 'scorecard', title: 'Scorecards (ball by ball)', kind: 'list'},
  {type: 'player', title: 'Players by team', kind: 'grouped', by: {field: 'team', type: 'team'}},
]

/** The match-day desk: what needs doing, from the matches' own dates and statuses (GROQ filters; `$from`
 * and `$to` bound today in India). */
export const MATCH_DAY_LISTS = [
  {id: 'matches-today', title: "Today's matches", filter: '_type == "match" && dateTime(startsAt) >= dateTime($from) && dateTime(startsAt) < dateTime($to)'},
  {id: 'needs-result', title: 'Needs a result', filter: '_type == "match" && status in ["scheduled", "live"] && dateTime(startsAt) < dateTime(now())'},
  {id: 'needs-report', title: 'Needs a report', filter: '_type == "match" && status == "completed" && count(*[_type == "post" && match._ref == ^._id]) == 0'},
] as const

/** A team's matches, home or away: the desk's "Matches by team" (pick the team, typing its name in the
 * list's search, then see its matches by date). */
export const TEAM_MATCHES_FILTER = '_type == "match" && $team in [homeTeam._ref, awayTeam._ref]'

/** "New match" inside a season (and "New player" inside a team) starts with that season (team) set; a new
 * match also with its number and ground (newMatchIn). */
export const groupedTemplateId = ({type, by}: DeskSection) => `${type}-in-${by?.type ?? ''}`

/** What a new match of a season starts with: the season's next free match number, and the ground of its
 * latest match (the one a volunteer is most likely entering the next fixture of), if that has one. */
const NEW_MATCH_QUERY = /* groq */ `{
  "matchNumber": coalesce(math::max(*[_type == "match" && season._ref == $id && !(_id in path("drafts.**"))].matchNumber), 0) + 1,
  "ground": *[_type == "match" && season._ref == $id && !(_id in path("drafts.**"))] | order(startsAt desc)[0].ground._ref
}`

/** A new match in a season: its season, next number and (when known) ground. */
export async function newMatchIn(id: string, {getClient}: Pick<InitialValueResolverContext, 'getClient'>) {
  const {matchNumber, ground} = await getClient({apiVersion: '2025-02-19'}).fetch<{matchNumber: number; ground: string | null}>(NEW_MATCH_QUERY, {id})
  return {season: {_type: 'reference', _ref: id}, matchNumber, ...(ground ? {ground: {_type: 'reference', _ref: ground}} : {})}
}

export const groupedTemplates: Template[] = DESK_SECTIONS.flatMap((section) => {
  const {type, by} = section
  if (section.kind !== 'grouped' || !by) return []
  return [
    {
      id: groupedTemplateId(section),
      title: `New ${type} in this ${by.type}`,
      schemaType: type,
      parameters: [{name: 'id', type: 'string'}],
      value: async ({id}: {id: string}, context: InitialValueResolverContext) =>
        type === 'match' ? newMatchIn(id, context) : {[by.field]: {_type: 'reference', _ref: id}},
    },
  ]
})

function matchDayDesk(S: StructureBuilder, context: StructureResolverContext) {
  return S.listItem()
    .id('match-day')
    .title('Match day')
    .child(
      S.list()
        .title('Match day')
        .items(
          [
            ...MATCH_DAY_LISTS.map(({id, title, filter}) =>
              id === 'matches-today'
                ? S.listItem().id(id).title(title).schemaType('match').child(() => todaysMatchesList(S, context.getClient))
                : S.listItem()
                .id(id)
                .title(title)
                .schemaType('match')
                .child(() => S.documentList().id(id).title(title).schemaType('match').filter(filter).params(istToday()).defaultOrdering([{field: 'startsAt', direction: 'asc'}])),
            ),
            S.listItem()
              .id('matches-by-team')
              .title('Matches by team')
              .schemaType('match')
              .child(
                S.documentTypeList('team')
                  .title('Matches by team')
                  .child((team) => S.documentList().title('Matches').schemaType('match').filter(TEAM_MATCHES_FILTER).params({team}).defaultOrdering([{field: 'startsAt', direction: 'asc'}])),
              ),
          ],
        ),
    )
}

/** News posts as the site lists them: newest first by the post's own date, not by when it was last edited. */
export const NEWEST_POSTS_FIRST = [{field: 'publishedAt', direction: 'desc' as const}]

/** Types that exist exactly once: no "create new", no delete or duplicate. */
export const SINGLETON_TYPES = new Set(DESK_SECTIONS.filter((s) => s.kind === 'singleton').map((s) => s.type))

export const structure: StructureResolver = (S, context) => {
  const item = ({type, title, kind, by}: DeskSection) => {
    if (kind === 'singleton') {
      return S.listItem()
        .id(type)
        .title(title)
        .schemaType(type)
        .child(S.document().schemaType(type).documentId(SITE_SETTINGS_ID).title(title))
    }
    if (kind === 'ordered') return orderableDocumentListDeskItem({type, title, id: type, S, context})
    if (kind === 'grouped' && by) {
      // Pick the season (or team) first, then see only its matches (or players).
      // Its "+" says where the new document goes: "New match in OPL 2026".
      const list = async (id: string) => {
        const name = await context.getClient({apiVersion: '2025-02-19'}).fetch<string | null>('*[_id == $id][0].name', {id})
        return S.documentList()
          .title(title)
          .schemaType(type)
          .filter(`_type == $type && ${by.field}._ref == $id`)
          .params({type, id})
          .defaultOrdering(type === 'match' ? [{field: 'startsAt', direction: 'asc'}] : [{field: 'name', direction: 'asc'}])
          .initialValueTemplates([S.initialValueTemplateItem(groupedTemplateId({type, title, kind, by}), {id}).title(`New ${type} in ${name ?? `this ${by.type}`}`)])
      }
      return S.listItem()
        .id(type)
        .title(title)
        .schemaType(type)
        .child(S.documentTypeList(by.type).title(title).child(list))
    }
    if (type === 'post') return S.documentTypeListItem(type).title(title).child(S.documentTypeList(type).title(title).defaultOrdering(NEWEST_POSTS_FIRST))
    return S.documentTypeListItem(type).title(title)
  }
  const [settings, ...lists] = DESK_SECTIONS.map(item)
  return S.list()
    .title('Oxygen Premier League')
    .items([settings!, matchDayDesk(S, context), S.divider(), ...lists])
}
