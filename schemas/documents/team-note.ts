// A news item about a team: its captain's words and colours, under the team's own logo. Shown on the
// home page highlights, /news and /news/{slug}.
import {CommentIcon} from '@sanity/icons/Comment'
import {orderRankField, orderRankOrdering} from '@sanity/orderable-document-list'
import {defineField, defineType} from 'sanity'

export const teamNote = defineType({
  name: 'teamNote',
  title: 'News (team note)',
  icon: CommentIcon,
  type: 'document',
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'team',
      title: 'Team',
      type: 'reference',
      to: [{type: 'team'}],
      options: {disableNew: true},
      validation: (rule) => rule.required().error('Choose the team this note is about.'),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: 'The last part of the page address: /news/<this>. Click Generate to make it from the team name.',
      options: {
        // The address comes from the chosen team's name, e.g. "Oxygen Gangsters" → oxygen-gangsters.
        source: async (doc, {getClient}) => {
          const ref = (doc.team as {_ref?: string} | undefined)?._ref
          if (!ref) return ''
          const name = await getClient({apiVersion: '2025-02-19'}).fetch<string | null>('*[_id == $ref][0].name', {ref})
          return name ?? ''
        },
        maxLength: 96,
      },
      validation: (rule) => rule.required().error('Click Generate to give this note a web address.'),
    }),
    defineField({
      name: 'captain',
      title: 'Captain',
      type: 'string',
      validation: (rule) => rule.required().error("Add the captain's name."),
    }),
    // The site shows the team's own logo (Teams → the team → Logo). A note keeps a logo of its own only
    // where one was set before the team had one; the field shows only then, to be cleared or kept.
    defineField({
      name: 'logo',
      title: 'Team logo (old)',
      type: 'accessibleImage',
      description: "The site shows the team's own logo (Teams → the team → Logo); this one is used only while the team has none. Remove it to keep one logo per team.",
      hidden: ({value}) => !(value as {asset?: unknown} | undefined)?.asset,
    }),
    defineField({
      name: 'quote',
      title: "Captain's quote",
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400).error('Add the quote, up to 400 characters.'),
    }),
    defineField({
      name: 'colours',
      title: 'Card colours',
      type: 'colourGradient',
      validation: (rule) => rule.required().error('Pick the two colours of the card gradient.'),
    }),
    orderRankField({type: 'teamNote'}),
  ],
  initialValue: {colours: {from: '#0b6e4f', to: '#08a045'}},
  preview: {
    select: {title: 'team.name', subtitle: 'captain', teamLogo: 'team.logo', logo: 'logo'},
    // The logo the site shows: the team's, else the note's own.
    prepare: ({title, subtitle, teamLogo, logo}) => ({
      title: title ?? 'Team not chosen yet',
      subtitle: subtitle ? `Captain: ${subtitle}` : 'No captain yet',
      media: teamLogo?.asset ? teamLogo : logo,
    }),
  },
})
