// A slide of the home page's hero carousel; volunteers drag slides into order in the Studio.
import {ImageIcon} from '@sanity/icons/Image'
import {orderRankField, orderRankOrdering} from '@sanity/orderable-document-list'
import {defineField, defineType} from 'sanity'

export const heroSlide = defineType({
  name: 'heroSlide',
  title: 'Home slide',
  icon: ImageIcon,
  type: 'document',
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'headlineTop',
      title: 'Headline (top line)',
      type: 'string',
      description: 'The smaller line above the big headline, e.g. "Oxygen Premier League".',
      validation: (rule) => rule.required().max(60).error('Write a top line of up to 60 characters.'),
    }),
    defineField({
      name: 'headlineEmph',
      title: 'Headline (emphasised)',
      type: 'string',
      description: 'The big, bold line, e.g. "Season 2".',
      validation: (rule) => rule.required().max(60).error('Write a big headline of up to 60 characters.'),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200).error('Write a tagline of up to 200 characters.'),
    }),
    defineField({
      name: 'image',
      title: 'Background picture',
      type: 'accessibleImage',
      options: {hotspot: true},
      description:
        'Optional. A wide photo shown behind the text, soft, under a dark shade: colour and shape show, not detail, so any landscape photo works (a small one too). Drag the hotspot circle onto what must stay in view when phones crop the sides.',
    }),
    orderRankField({type: 'heroSlide'}),
  ],
  initialValue: {headlineTop: 'Oxygen Premier League'},
  preview: {select: {title: 'headlineEmph', subtitle: 'headlineTop'}},
})
