// A sponsor or partner on the home page and /sponsors, grouped by tier.
import {StarIcon} from '@sanity/icons/Star'
import {defineField, defineType} from 'sanity'

export const SPONSOR_TIERS = [
  {title: 'Main sponsor', value: 'main'},
  {title: 'Co sponsor', value: 'co'},
  {title: 'Powered by', value: 'powered-by'},
] as const

export const sponsor = defineType({
  name: 'sponsor',
  title: 'Sponsor',
  icon: StarIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error("Add the sponsor's name."),
    }),
    defineField({
      name: 'tier',
      title: 'Tier',
      type: 'string',
      options: {list: [...SPONSOR_TIERS], layout: 'radio'},
      validation: (rule) => rule.required().error('Choose main, co or powered-by.'),
    }),
    defineField({
      name: 'initials',
      title: 'Initials',
      type: 'string',
      description: 'Shown in a badge when there is no logo, e.g. "MS".',
      validation: (rule) => rule.required().max(3).error('Add 1 to 3 letters for the badge, e.g. "MS".'),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      validation: (rule) => rule.max(120).error('Keep the tagline to 120 characters.'),
    }),
    defineField({
      name: 'link',
      title: 'Website',
      type: 'url',
      validation: (rule) => rule.uri({scheme: ['http', 'https']}).error('Paste a full address starting with https://'),
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'accessibleImage',
      description: 'Shown in a circle on /sponsors and the home page: a square logo with space around it fits best. Click the picture and set its focus point to keep the mark inside the circle.',
    }),
    defineField({
      name: 'order',
      title: 'Order within tier',
      type: 'number',
      initialValue: 1,
      validation: (rule) => rule.integer().min(0).error('Use a whole number; lower numbers show first.'),
    }),
  ],
  initialValue: {tier: 'co'},
  preview: {
    select: {title: 'name', tier: 'tier', media: 'logo'},
    prepare: ({title, tier, media}) => ({
      title,
      subtitle: SPONSOR_TIERS.find((t) => t.value === tier)?.title,
      media,
    }),
  },
})
