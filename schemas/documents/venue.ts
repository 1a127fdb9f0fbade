// A ground the league plays on: its name and address on the fixtures and the match page, and a map link
// when one is given. A match points at its venue (match.ground); older matches name a society or type a
// venue instead, and the site falls back to those.
import {defineField, defineType} from 'sanity'

export const venue = defineType({
  name: 'venue',
  title: 'Ground',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(80).error('Name the ground, e.g. "Oxygen Residency main ground".'),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200).error('Add the address a visitor can find the ground by.'),
    }),
    defineField({
      name: 'mapUrl',
      title: 'Map link',
      type: 'url',
      description: 'Optional: the ground on a map (a link starting with https://).',
      validation: (rule) => rule.uri({scheme: ['https']}).error('Paste a full map link starting with https://'),
    }),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'string',
      description: 'Optional: parking, the entrance to use.',
      validation: (rule) => rule.max(160),
    }),
  ],
  orderings: [{name: 'nameAsc', title: 'Name', by: [{field: 'name', direction: 'asc'}]}],
  preview: {select: {title: 'name', subtitle: 'address'}},
})
