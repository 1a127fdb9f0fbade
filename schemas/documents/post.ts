// A dated news post written by a volunteer: a match report, an announcement, an article with pictures.
// Listed on /news (newest first, beside the captains' team notes), shown at /news/{slug}, in the feed
// and the sitemap, and on the pages of the match and teams it names.
import {ComposeIcon} from '@sanity/icons/Compose'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {LEAGUE_TIME_OPTIONS, leagueDay} from '../league-time'
import {textBlock} from '../objects/text-block'
import {teamCodes} from '../../league/team-code'

/** Longest title and summary the cards and the feed show whole. */
export const POST_TITLE_MAX = 120
export const POST_SUMMARY_MAX = 200
/** Most teams a post names. */
export const POST_TEAMS_MAX = 8

type TeamLike = {name?: string | null; shortName?: string | null} | null | undefined

const TEAMS_SELECT = {homeName: 'match.homeTeam.name', homeShort: 'match.homeTeam.shortName', awayName: 'match.awayTeam.name', awayShort: 'match.awayTeam.shortName'}

/** "#9 EWR v GAN": the match a report is about, by number and the teams' short codes. */
export function reportLabel(matchNumber: number, home: TeamLike, away: TeamLike): string {
  const codes = teamCodes([home ?? {}, away ?? {}])
  const code = (team: TeamLike) => (team?.name ? codes.get(team.name.trim()) : undefined) ?? '?'
  return `#${matchNumber} ${code(home)} v ${code(away)}`
}

export const post = defineType({
  name: 'post',
  title: 'News post',
  icon: ComposeIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      validation: (rule) =>
        rule.required().max(POST_TITLE_MAX).error(`Write a headline of up to ${POST_TITLE_MAX} characters.`),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: 'The last part of the page address: /news/<this>. Click Generate to make it from the headline.',
      options: {source: 'title', maxLength: 96},
      validation: (rule) => rule.required().error('Click Generate to give this post a web address.'),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Date',
      type: 'datetime',
      description: 'Posts are listed newest first by this date (India time).',
      options: LEAGUE_TIME_OPTIONS,
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error('Pick the date of the post.'),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'string',
      validation: (rule) => rule.required().max(80).error("Add the writer's name, up to 80 characters."),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 2,
      description: 'One or two sentences for the news list, search engines and the feed.',
      validation: (rule) =>
        rule.required().max(POST_SUMMARY_MAX).error(`Write a summary of up to ${POST_SUMMARY_MAX} characters.`),
    }),
    defineField({
      name: 'cover',
      title: 'Cover photo',
      type: 'accessibleImage',
      validation: (rule) => rule.required().error('Add a cover photo (with its description).'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [
        textBlock,
        defineArrayMember({type: 'postPicture'}),
      ],
      validation: (rule) => rule.required().min(1).error('Write the text of the post.'),
    }),
    defineField({
      name: 'match',
      title: 'Match (for a match report)',
      type: 'reference',
      to: [{type: 'match'}],
      options: {disableNew: true},
      description: 'The report then shows on the match page.',
    }),
    defineField({
      name: 'teams',
      title: 'Teams',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'team'}], options: {disableNew: true}})],
      description: 'The post then shows on these teams’ pages.',
      validation: (rule) => rule.unique().max(POST_TEAMS_MAX),
    }),
  ],
  orderings: [{name: 'newest', title: 'Newest first', by: [{field: 'publishedAt', direction: 'desc'}]}],
  // A list row a volunteer tells apart at a glance: a match report leads with its match's number and teams
  // ("#9 EWR v GAN"), since its headline starts with a long team name; the row's second line is its date.
  preview: {
    select: {title: 'title', date: 'publishedAt', author: 'author', media: 'cover', n: 'match.matchNumber', ...TEAMS_SELECT},
    prepare: ({title, date, author, media, n, homeName, homeShort, awayName, awayShort}) => ({
      title: [typeof n === 'number' ? reportLabel(n, {name: homeName, shortName: homeShort}, {name: awayName, shortName: awayShort}) : null, title ?? 'Untitled post'].filter(Boolean).join(' · '),
      subtitle: [leagueDay(date), author].filter(Boolean).join(' · '),
      media,
    }),
  },
})
