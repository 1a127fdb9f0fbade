// A housing society taking part in the league (/participation/societies).
import {HomeIcon} from '@sanity/icons/Home'
import {defineField, defineType} from 'sanity'

export const society = defineType({
  name: 'society',
  title: 'Society',
  icon: HomeIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error("Add the society's name."),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      description: 'Area or road, e.g. "Dommasandra, Sarjapur Road".',
      validation: (rule) => rule.required().error('Add where the society is, e.g. "Dommasandra, Sarjapur Road".'),
    }),
  ],
  orderings: [{name: 'nameAsc', title: 'Name', by: [{field: 'name', direction: 'asc'}]}],
  preview: {select: {title: 'name', subtitle: 'location'}},
})
