// An image every public page can show accessibly: hotspot/crop for art direction and
// alt text that volunteers must fill in, because screen-reader users read it instead.
import {defineField, defineType} from 'sanity'

/** The required description of a picture, shared by every image type an editor fills in. */
export const altTextField = () =>
  defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description: 'Describe the picture for someone who cannot see it, e.g. "Captains lifting the trophy".',
    validation: (rule) =>
      rule.required().error('Add a short description of the picture so screen-reader users know what it shows.'),
  })

export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: {hotspot: true},
  fields: [altTextField()],
})
