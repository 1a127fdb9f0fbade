// A plain text page edited in the Studio: /about, /privacy and /terms.
import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {defineField, defineType} from 'sanity'
import {textBlock} from '../objects/text-block'

export const PAGE_SLUGS = ['about', 'privacy', 'terms'] as const

export const page = defineType({
  name: 'page',
  title: 'Page',
  icon: DocumentTextIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the page a title.'),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: 'about, privacy or terms.',
      options: {source: 'title'},
      validation: (rule) => rule.required().error('Give the page a web address, e.g. "about".'),
    }),
    defineField({
      name: 'description',
      title: 'Summary for search engines',
      type: 'string',
      validation: (rule) => rule.required().max(160).error('Write a one-sentence summary of up to 160 characters.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: [textBlock],
      validation: (rule) => rule.required().min(1).error('Write the text of the page.'),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'slug.current'}},
})
