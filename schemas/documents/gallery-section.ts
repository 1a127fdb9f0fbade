// A titled group of photos on /gallery (e.g. "Auction 2025"); sections and their photos are
// drag-ordered by volunteers.
import {ImagesIcon} from '@sanity/icons/Images'
import {orderRankField, orderRankOrdering} from '@sanity/orderable-document-list'
import {defineArrayMember, defineField, defineType} from 'sanity'

export const gallerySection = defineType({
  name: 'gallerySection',
  title: 'Gallery section',
  icon: ImagesIcon,
  type: 'document',
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'name',
      title: 'Section name',
      type: 'string',
      validation: (rule) => rule.required().max(60).error('Name the section, e.g. "Closing Day".'),
    }),
    defineField({
      name: 'images',
      title: 'Photos',
      type: 'array',
      description: 'Drag photos to change their order. Drop several files at once to add them.',
      of: [defineArrayMember({type: 'galleryImage'})],
      options: {layout: 'grid'},
      validation: (rule) => rule.required().min(1).error('Add at least one photo to this section.'),
    }),
    orderRankField({type: 'gallerySection'}),
  ],
  preview: {
    // The first photo is taken from `images` here: selecting `images.0` beside `images` makes Sanity's
    // preview hand `images` over as an object of that one index, and the count read 0.
    select: {title: 'name', images: 'images'},
    prepare: ({title, images}) => {
      const photos = Array.isArray(images) ? images : []
      return {title, subtitle: `${photos.length} photo${photos.length === 1 ? '' : 's'}`, media: photos[0]}
    },
  },
})
