// A team in the league, tied to its society (/participation/teams). A placeholder team
// announces a slot still open for a new team.
import {UsersIcon} from '@sanity/icons/Users'
import {defineField, defineType} from 'sanity'
import {TEAM_CODE_MAX} from '../../league/team-code'

export const team = defineType({
  name: 'team',
  title: 'Team',
  icon: UsersIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error("Add the team's name."),
    }),
    defineField({
      name: 'shortName',
      title: 'Short code',
      type: 'string',
      description: `Up to ${TEAM_CODE_MAX} letters shown where space is tight, e.g. on a phone's match cards ("GAN"). Empty: made from the name.`,
      validation: (rule) =>
        rule
          .max(TEAM_CODE_MAX)
          .regex(/^[A-Za-z0-9]*$/)
          .error(`Use up to ${TEAM_CODE_MAX} letters or digits.`),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'accessibleImage',
      description: 'The crest, shown in a circle on cards and team pages: a square picture fits best.',
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'One emoji shown when there is no logo, e.g. 🏏.',
      validation: (rule) => rule.max(4).error('Use a single emoji.'),
    }),
    defineField({
      name: 'society',
      title: 'Society',
      type: 'reference',
      to: [{type: 'society'}],
      options: {disableNew: true},
      hidden: ({document}) => Boolean(document?.isPlaceholder),
      validation: (rule) =>
        rule.custom((value, {document}) =>
          value || document?.isPlaceholder ? true : 'Choose the society this team plays for.',
        ),
    }),
    defineField({
      name: 'isPlaceholder',
      title: 'Placeholder for a new team',
      type: 'boolean',
      description: 'Turn on for the "your team here" card shown while a slot is open.',
      initialValue: false,
    }),
  ],
  initialValue: {isPlaceholder: false, icon: '🏏'},
  preview: {
    select: {title: 'name', subtitle: 'society.name', media: 'logo', placeholder: 'isPlaceholder'},
    prepare: ({title, subtitle, media, placeholder}) => ({
      title,
      subtitle: placeholder ? 'Placeholder — open slot' : subtitle,
      media,
    }),
  },
})
