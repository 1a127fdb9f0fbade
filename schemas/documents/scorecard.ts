// A match's ball-by-ball scorecard, shaped like Cricsheet's JSON format 1.1.0 (league/scorecard/types.ts):
// innings → deliveries, each delivery with batter, non-striker, bowler, runs, extras and wickets under
// Cricsheet's own field names. Published as each ball is saved (liveEdit): a live score cannot wait for a
// Publish click. Totals, overs, figures and the result are derived from the deliveries, never typed.
import {BarChartIcon} from '@sanity/icons/BarChart'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {MAX_DELIVERIES_PER_INNINGS, MAX_INNINGS, MAX_RUNS_PER_COUNT} from '../../league/scorecard/bounds'
import {WICKET_KINDS} from '../../league/scorecard/types'

const playerRef = (name: string, title: string) =>
  defineField({name, title, type: 'reference', to: [{type: 'player'}], options: {disableNew: true}, validation: (rule) => rule.required()})

const count = (name: string, title: string) =>
  defineField({name, title, type: 'number', validation: (rule) => rule.integer().min(0).max(MAX_RUNS_PER_COUNT)})

export const delivery = defineType({
  name: 'delivery',
  title: 'Delivery',
  type: 'object',
  fields: [
    playerRef('batter', 'Batter (on strike)'),
    playerRef('non_striker', 'Non-striker'),
    playerRef('bowler', 'Bowler'),
    defineField({
      name: 'runs',
      title: 'Runs',
      type: 'object',
      options: {columns: 3},
      fields: [count('batter', 'Off the bat'), count('extras', 'Extras'), count('total', 'Total')],
    }),
    defineField({
      name: 'extras',
      title: 'Extras',
      type: 'object',
      options: {columns: 5},
      fields: [
        count('wides', 'Wides'),
        count('noballs', 'No-balls'),
        count('byes', 'Byes'),
        count('legbyes', 'Leg-byes'),
        count('penalty', 'Penalty'),
      ],
    }),
    defineField({
      name: 'wickets',
      title: 'Wickets',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'wicket',
          title: 'Wicket',
          type: 'object',
          fields: [
            defineField({
              name: 'kind',
              title: 'How out',
              type: 'string',
              options: {list: WICKET_KINDS.map((k) => ({title: k, value: k}))},
              validation: (rule) => rule.required(),
            }),
            playerRef('player_out', 'Batter out'),
            defineField({
              name: 'fielders',
              title: 'Fielders',
              type: 'array',
              of: [defineArrayMember({type: 'reference', to: [{type: 'player'}], options: {disableNew: true}})],
            }),
          ],
        }),
      ],
    }),
  ],
})

export const scorecard = defineType({
  name: 'scorecard',
  title: 'Scorecard',
  icon: BarChartIcon,
  type: 'document',
  liveEdit: true,
  fields: [
    defineField({
      name: 'match',
      title: 'Match',
      type: 'reference',
      to: [{type: 'match'}],
      options: {disableNew: true},
      validation: (rule) => rule.required().error('Choose the match this scorecard is for.'),
    }),
    defineField({
      name: 'toss',
      title: 'Toss',
      type: 'object',
      options: {columns: 2},
      fields: [
        defineField({name: 'winner', title: 'Won by', type: 'reference', to: [{type: 'team'}], options: {disableNew: true}}),
        defineField({
          name: 'decision',
          title: 'Chose to',
          type: 'string',
          options: {list: [{title: 'Bat', value: 'bat'}, {title: 'Field', value: 'field'}], layout: 'radio'},
        }),
      ],
    }),
    // The phone scoring the match (studio/scorer/offline/): written by the scorer's tool, shown to a second
    // phone, which takes scoring over only on purpose. Never edited by hand.
    defineField({
      name: 'scorer',
      title: 'Being scored on',
      type: 'object',
      hidden: true,
      readOnly: true,
      fields: [
        defineField({name: 'device', title: 'Device', type: 'string'}),
        defineField({name: 'name', title: 'Name', type: 'string'}),
        defineField({name: 'at', title: 'Since', type: 'datetime'}),
      ],
    }),
    defineField({
      name: 'innings',
      title: 'Innings',
      type: 'array',
      validation: (rule) => rule.max(MAX_INNINGS),
      of: [
        defineArrayMember({
          name: 'inningsRecord',
          title: 'Innings',
          type: 'object',
          fields: [
            defineField({name: 'team', title: 'Batting side', type: 'reference', to: [{type: 'team'}], options: {disableNew: true}, validation: (rule) => rule.required()}),
            defineField({
              name: 'deliveries',
              title: 'Deliveries',
              type: 'array',
              of: [defineArrayMember({type: 'delivery'})],
              validation: (rule) => rule.max(MAX_DELIVERIES_PER_INNINGS),
            }),
            defineField({
              name: 'penalty_runs',
              title: 'Penalty runs apart from any ball',
              description: 'Awarded to this side before its innings began, or after it ended.',
              type: 'object',
              options: {columns: 2},
              fields: [count('pre', 'Before the innings'), count('post', 'After the innings')],
            }),
          ],
          preview: {select: {team: 'team.name', deliveries: 'deliveries'}, prepare: ({team, deliveries}) => ({title: team ?? 'Innings', subtitle: `${(deliveries as unknown[] | undefined)?.length ?? 0} deliveries`})},
        }),
      ],
    }),
  ],
  preview: {
    select: {n: 'match.matchNumber', home: 'match.homeTeam.name', away: 'match.awayTeam.name'},
    prepare: ({n, home, away}) => ({title: `Scorecard · #${n ?? '?'} ${home ?? '?'} v ${away ?? '?'}`}),
  },
})
