// League-wide settings (one document, id "siteSettings"): the header, footer and
// registration page read their texts from here.
import {CogIcon} from '@sanity/icons/Cog'
import {defineField, defineType} from 'sanity'
import {emailRule} from '../../league/fields/field-formats'

export const SITE_SETTINGS_ID = 'siteSettings'

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  icon: CogIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'leagueName',
      title: 'League name',
      type: 'string',
      validation: (rule) => rule.required().error('Add the league name shown in the header.'),
    }),
    defineField({
      name: 'shortName',
      title: 'Short name',
      type: 'string',
      description: 'Used where space is tight, e.g. "OPL".',
      validation: (rule) => rule.required().max(8).error('Add a short name of up to 8 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Site description',
      type: 'string',
      description: 'One sentence shown by search engines and when the site is shared.',
      validation: (rule) => rule.required().max(200).error('Write a one-sentence description (up to 200 characters).'),
    }),
    defineField({name: 'logo', title: 'Logo', type: 'accessibleImage'}),
    defineField({
      name: 'seasonLabel',
      title: 'Current season',
      type: 'string',
      // Used only while there is no season document: the current season (marked current, else the newest)
      // names the site's season once there is one (league/site/current-season.ts). The form shows
      // which season that is in place of this box (studio/settings/season-label-input.tsx).
      description: 'Used until the first season is entered; after that the current season sets it.',
      validation: (rule) =>
        rule.custom(async (value, {getClient}) => {
          if (typeof value === 'string' && value.trim()) return true
          const seasons = await getClient({apiVersion: '2025-02-19'}).fetch<number | null>('count(*[_type == "season" && defined(year)])')
          return seasons ? true : 'Add the current season, e.g. "2025".'
        }),
    }),
    defineField({
      name: 'hostTeam',
      title: 'Host team',
      type: 'string',
      description: 'The cricket team hosting the league.',
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      type: 'email',
      validation: (rule) => [
        rule.required().error('Add the email fans can write to (shown in the footer).'),
        rule.custom(emailRule),
      ],
    }),
    defineField({name: 'socialLink', title: 'Social media link', type: 'link'}),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      validation: (rule) => rule.required().error('Add the location shown in the footer, e.g. "Bangalore, Karnataka".'),
    }),
    defineField({name: 'registrationContact', title: 'Registration support contact', type: 'supportContact'}),
  ],
  preview: {select: {title: 'leagueName', subtitle: 'seasonLabel', media: 'logo'}},
})
