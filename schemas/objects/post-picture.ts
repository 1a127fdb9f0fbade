// A picture inside a post's text: alt text required (screen-reader users read it instead), a caption
// optional (shown under the picture).
import {defineField, defineType} from 'sanity'
import {altTextField} from './accessible-image'

export const postPicture = defineType({
  name: 'postPicture',
  title: 'Picture',
  type: 'image',
  options: {hotspot: true},
  fields: [
    altTextField(),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'string',
      description: 'Shown under the picture.',
      validation: (rule) => rule.max(200).error('Keep the caption to 200 characters.'),
    }),
  ],
  preview: {select: {title: 'caption', subtitle: 'alt', media: 'asset'}},
})
