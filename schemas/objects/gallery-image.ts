// One photo inside a gallery section: the picture, the caption fans see in the lightbox,
// and alt text for screen readers.
import {defineField, defineType} from 'sanity'
import {tileStatus} from './tile-status'

export const galleryImage = defineType({
  name: 'galleryImage',
  title: 'Gallery photo',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'string',
      description: 'Shown under the photo in the lightbox.',
      validation: (rule) => rule.required().max(120).error('Write a caption of up to 120 characters.'),
    }),
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the photo shows, for screen-reader users.',
      validation: (rule) =>
        rule.required().error('Add a short description of the photo so screen-reader users know what it shows.'),
    }),
  ],
  // Each tile says what it still needs, so a volunteer finds the photo without opening every one.
  preview: {
    select: {caption: 'caption', alt: 'alt', media: 'asset'},
    prepare: ({caption, alt, media}) => {
      const {caption: title, missing} = tileStatus({caption, alt})
      return {title, subtitle: missing ?? `Described: ${alt}`, media}
    },
  },
})
