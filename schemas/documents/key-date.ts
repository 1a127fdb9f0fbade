// A date on the season timeline (home page and /matches/schedules). Organisers change these
// without a deploy; tentative dates carry the TENTATIVE badge.
import {ClockIcon} from '@sanity/icons/Clock'
import {orderRankField, orderRankOrdering} from '@sanity/orderable-document-list'
import {defineField, defineType} from 'sanity'

export const KEY_DATE_BADGES = ['TENTATIVE', 'SEASON START', 'FINALS'] as const

export const keyDate = defineType({
  name: 'keyDate',
  title: 'Key date',
  icon: ClockIcon,
  type: 'document',
  orderings: [orderRankOrdering, {name: 'dateAsc', title: 'Date', by: [{field: 'date', direction: 'asc'}]}],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80).error('Give the date a title, e.g. "Player Auction".'),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      options: {dateFormat: 'D MMM YYYY'},
      validation: (rule) => rule.required().error('Pick the day from the calendar.'),
    }),
    defineField({
      name: 'dateNote',
      title: 'After the date',
      type: 'string',
      description: 'Optional words shown after the date, e.g. "onwards".',
      validation: (rule) => rule.max(30).error('Keep this to 30 characters.'),
    }),
    defineField({
      name: 'desc',
      title: 'Description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240).error('Describe what happens on this date, up to 240 characters.'),
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      options: {list: [...KEY_DATE_BADGES], layout: 'radio'},
      validation: (rule) =>
        rule.required().error('Choose a badge: TENTATIVE if the date may move, SEASON START or FINALS.'),
    }),
    orderRankField({type: 'keyDate'}),
  ],
  initialValue: {badge: 'TENTATIVE'},
  preview: {
    select: {title: 'title', date: 'date', badge: 'badge'},
    prepare: ({title, date, badge}) => ({title, subtitle: [date, badge].filter(Boolean).join(' · ')}),
  },
})
