// A season of the league: its format (overs per innings) and the points a result is worth.
// The points table is computed from its matches with these rules.
import {CalendarIcon} from '@sanity/icons/Calendar'
import {defineField, defineType} from 'sanity'
import {MAX_BALLS_PER_OVER, MAX_SEASON_OVERS} from '../../league/scorecard/bounds'
import {DEFAULT_RULES} from '../../league/types'

/** The longest innings the form accepts (box-cricket seasons are far shorter): one bound with the scorecards'. */
export {MAX_SEASON_OVERS}

const points = (name: string, title: string, initial: number) =>
  defineField({
    name,
    title,
    type: 'number',
    initialValue: initial,
    validation: (rule) => rule.required().min(0).integer().error('Give the points as a whole number, 0 or more.'),
  })

export const season = defineType({
  name: 'season',
  title: 'Season',
  icon: CalendarIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(60).error('Name the season, e.g. "OPL 2026".'),
    }),
    defineField({
      name: 'year',
      title: 'Year',
      type: 'number',
      validation: (rule) => rule.required().integer().min(2000).max(2100).error('Add the year, e.g. 2026.'),
    }),
    defineField({
      name: 'overs',
      title: 'Overs per innings',
      type: 'number',
      initialValue: 8,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(MAX_SEASON_OVERS)
          .error(`Give the overs per side, 1 to ${MAX_SEASON_OVERS}.`),
    }),
    defineField({
      name: 'ballsPerOver',
      title: 'Legal balls per over',
      type: 'number',
      initialValue: 6,
      validation: (rule) => rule.integer().min(1).max(MAX_BALLS_PER_OVER),
    }),
    defineField({
      name: 'oversPerBowler',
      title: 'Most overs per bowler',
      type: 'number',
      description: 'Empty: a fifth of the innings, rounded up.',
      validation: (rule) => rule.integer().min(1).max(MAX_SEASON_OVERS),
    }),
    defineField({
      name: 'playersPerSide',
      title: 'Players per side',
      type: 'number',
      initialValue: 11,
      validation: (rule) => rule.integer().min(2).max(15),
    }),
    points('pointsWin', 'Points for a win', DEFAULT_RULES.pointsWin),
    points('pointsTie', 'Points for a tie', DEFAULT_RULES.pointsTie),
    points('pointsNoResult', 'Points for a no result', DEFAULT_RULES.pointsNoResult),
    defineField({
      name: 'isCurrent',
      title: 'Current season',
      type: 'boolean',
      description: 'The season the site shows. Turn it on for one season only.',
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (value, {document, getClient}) => {
          if (value !== true || !document) return true
          const id = document._id.replace(/^drafts\./, '')
          const query = '*[_type == "season" && isCurrent == true && !(_id in [$id, "drafts." + $id])][0].name'
          const other = await getClient({apiVersion: '2025-02-19'}).fetch<string | null>(query, {id})
          return other ? `${other} is already the current season: turn it off there first.` : true
        }),
    }),
  ],
  preview: {
    select: {
      title: 'name',
      year: 'year',
      current: 'isCurrent',
      overs: 'overs',
    },
    prepare: ({title, year, current, overs}) => ({
      title,
      subtitle: [year, overs ? `${overs} overs` : null, current ? 'Current' : null].filter(Boolean).join(' · '),
    }),
  },
})
