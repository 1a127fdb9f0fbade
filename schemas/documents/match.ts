// One fixture of a season. Scores are entered once the match is completed; the result line
// and the points table are computed from them, never typed.
import {ActivityIcon} from '@sanity/icons/Activity'
import {type ConditionalPropertyCallback, defineField, defineType} from 'sanity'
import {inningsPartProblems, inningsProblems, matchProblems, type MatchRecord, WINNER_FROM_SCORES, WINNERS} from '../../league/match-rules'
import {LEAGUE_TIME_OPTIONS} from '../league-time'
import {TEAM_NAMES_FIELD} from '../match-search'
import {MATCH_PREVIEW_SELECT, MATCH_STATUSES, matchPreview} from './match-preview'

export {MATCH_STATUSES}

export const MATCH_STAGES = [
  {title: 'League', value: 'league'},
  {title: 'Semi-final', value: 'semiFinal'},
  {title: 'Final', value: 'final'},
] as const

const notCompleted: ConditionalPropertyCallback = ({document}) => document?.status !== 'completed'

async function seasonOvers(
  getClient: (o: {apiVersion: string}) => {
    fetch: <T>(q: string, p: object) => Promise<T>
  },
  ref?: string,
) {
  if (!ref) return undefined
  return (
    (await getClient({apiVersion: '2025-02-19'}).fetch<number | null>('*[_id == $ref][0].overs', {ref})) ?? undefined
  )
}

type GetClient = (o: {apiVersion: string}) => {fetch: <T>(q: string, p: object) => Promise<T>}

/** Whether the match (its published id) has a scorecard holding deliveries. */
export const SCORED_BALL_BY_BALL_QUERY = 'count(*[_type == "scorecard" && match._ref == $id && count(innings[].deliveries[]) > 0]) > 0'

/** Whether the match is scored ball by ball: its totals and winner then come from the deliveries, and are
 * not asked for here. */
async function scoredBallByBall(getClient: GetClient, id?: string) {
  if (!id) return false
  return Boolean(await getClient({apiVersion: '2025-02-19'}).fetch<boolean>(SCORED_BALL_BY_BALL_QUERY, {id: id.replace(/^drafts\./, '')}))
}

const innings = (name: 'home' | 'away', title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    hidden: notCompleted,
    options: {columns: 3},
    fields: [
      // Whole numbers from 0 (a phone then opens its number pad); the innings' own rule checks the rest.
      defineField({name: 'runs', title: 'Runs', type: 'number', validation: (rule) => rule.integer().min(0)}),
      defineField({name: 'wickets', title: 'Wickets', type: 'number', validation: (rule) => rule.integer().min(0)}),
      defineField({
        name: 'overs',
        title: 'Overs',
        type: 'number',
        description: '7.3 = 7 overs and 3 balls.',
        validation: (rule) => rule.min(0),
      }),
    ],
    // Each problem is marked on the number it concerns (runs, wickets or overs), so the form shows it
    // under that input; a missing score is marked on the whole side.
    validation: (rule) =>
      rule.custom(async (value, {document, getClient}) => {
        if (document?.status !== 'completed' || (await scoredBallByBall(getClient as never, document._id))) return true
        const ref = (document.season as {_ref?: string} | undefined)?._ref
        const problems = inningsPartProblems(value as never, name, await seasonOvers(getClient as never, ref))
        return problems.length ? problems.map(({part, message}) => (part ? {message, path: [part]} : {message})) : true
      }),
  })

export const match = defineType({
  name: 'match',
  title: 'Match',
  icon: ActivityIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'season',
      title: 'Season',
      type: 'reference',
      to: [{type: 'season'}],
      options: {disableNew: true},
      validation: (rule) => rule.required().error('Choose the season this match belongs to.'),
    }),
    defineField({
      name: 'matchNumber',
      title: 'Match number',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).error('Give the match its number, starting at 1.'),
    }),
    defineField({
      name: 'stage',
      title: 'Stage',
      type: 'string',
      initialValue: 'league',
      options: {list: [...MATCH_STAGES]},
    }),
    defineField({
      name: 'startsAt',
      title: 'Date and time (IST)',
      type: 'datetime',
      description: 'India time, whatever the computer\'s own time zone.',
      // Shown and typed in India time on any laptop: the league's day is IST, and so is every time it prints.
      options: {timeStep: 15, ...LEAGUE_TIME_OPTIONS},
      validation: (rule) => rule.required().error('Pick when the match starts.'),
    }),
    defineField({
      name: 'ground',
      title: 'Ground',
      type: 'reference',
      to: [{type: 'venue'}],
      description: 'Where the match is played. Empty: the society or the venue typed below.',
    }),
    defineField({
      name: 'venueSociety',
      title: 'Venue (society)',
      type: 'reference',
      to: [{type: 'society'}],
      options: {disableNew: true},
    }),
    defineField({
      name: 'venueText',
      title: 'Venue (other)',
      type: 'string',
      description: 'Used when the ground is not a society.',
    }),
    defineField({
      name: 'homeTeam',
      title: 'Home team',
      type: 'reference',
      to: [{type: 'team'}],
      options: {disableNew: true},
      validation: (rule) => rule.required().error('Choose the home team.'),
    }),
    defineField({
      name: 'awayTeam',
      title: 'Away team',
      type: 'reference',
      to: [{type: 'team'}],
      options: {disableNew: true},
      validation: (rule) =>
        rule.custom((value, {document}) => {
          if (!value) return 'Choose the away team.'
          const problems = matchProblems({
            homeTeam: document?.homeTeam as never,
            awayTeam: value as never,
          })
          return problems[0] ?? true
        }),
    }),
    defineField({
      name: TEAM_NAMES_FIELD,
      title: 'Teams (for search)',
      type: 'string',
      description: 'Filled in from the home and away teams, so that the match lists\' search finds a match by its teams.',
      hidden: true,
      readOnly: true,
      // Hidden fields are left out of search unless given a weight of their own.
      options: {search: {weight: 10}},
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      initialValue: 'scheduled',
      options: {
        list: [...MATCH_STATUSES],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => [
        rule.required().error("Choose the match's status."),
        rule.custom((value, {document}) => {
          const starts = typeof document?.startsAt === 'string' ? Date.parse(document.startsAt) : NaN
          return value === 'completed' && starts > Date.now() ? 'A match cannot be completed before it starts: check its date, or its status.' : true
        }),
      ],
    }),
    defineField({
      name: 'battedFirst',
      title: 'Batted first (toss)',
      type: 'string',
      hidden: notCompleted,
      options: {
        list: [
          {title: 'Home team', value: 'home'},
          {title: 'Away team', value: 'away'},
        ],
        layout: 'radio',
      },
    }),
    innings('home', 'Home team score'),
    innings('away', 'Away team score'),
    defineField({
      name: 'winner',
      title: 'Result',
      type: 'string',
      hidden: notCompleted,
      // Not chosen: the form works it out from the two scores (studio/match/result-input.tsx) and shows
      // the result line a fan reads. Stored, because the site's queries and the points table read it.
      description: 'Worked out from the scores: the side with more runs wins; equal runs are a tie.',
      options: {list: [...WINNERS]},
      validation: (rule) =>
        rule.custom(async (value, {document, getClient}) => {
          if (document?.status !== 'completed' || (await scoredBallByBall(getClient as never, document._id))) return true
          // The innings' own problems show under their fields; here only what the scores say of the winner.
          const ref = (document.season as {_ref?: string} | undefined)?._ref
          const overs = await seasonOvers(getClient as never, ref)
          const record = {...(document as MatchRecord), status: 'completed', startsAt: undefined}
          const innings = [...inningsProblems(record.home, 'home', overs), ...inningsProblems(record.away, 'away', overs)]
          if (innings.length) return true
          return value ? (matchProblems(record, overs)[0] ?? true) : WINNER_FROM_SCORES
        }),
    }),
    defineField({
      name: 'scorecard',
      title: 'Scorecard (ball by ball)',
      type: 'reference',
      to: [{type: 'scorecard'}],
      // Set by the scorer's tool with the first ball, so the match's row in a list can show the score the
      // deliveries make (match-preview.ts). Weak: the scorecard is made after the match, and may go first.
      weak: true,
      hidden: true,
      readOnly: true,
    }),
    defineField({
      name: 'playerOfMatch',
      title: 'Player of the match',
      type: 'reference',
      to: [{type: 'player'}],
      options: {disableNew: true},
      hidden: notCompleted,
    }),
  ],
  orderings: [
    {
      name: 'startsAsc',
      title: 'Date',
      by: [{field: 'startsAt', direction: 'asc'}],
    },
  ],
  preview: {select: MATCH_PREVIEW_SELECT, prepare: matchPreview},
})
