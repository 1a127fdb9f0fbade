// A labelled external link (the footer's social link); http(s) and mailto only.
import {defineField, defineType} from 'sanity'

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().error('Give the link a label fans will see, e.g. "Instagram".'),
    }),
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({scheme: ['http', 'https', 'mailto']})
          .error('Paste a full address starting with https://'),
    }),
  ],
  preview: {select: {title: 'label', subtitle: 'url'}},
})
