// The two colours of a team's card gradient, as hex codes, so news cards look like the team's kit.
import {defineField, defineType} from 'sanity'
import {HEX_COLOUR} from '../../league/fields/hex-colour'

const hexField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: 'A hex colour such as #0b6e4f.',
    validation: (rule) =>
      rule
        .required()
        .regex(HEX_COLOUR, {name: 'hex colour'})
        .error('Use a hex colour: # followed by six digits or letters a–f, e.g. #0b6e4f.'),
  })

export const colourGradient = defineType({
  name: 'colourGradient',
  title: 'Colour gradient',
  type: 'object',
  fields: [hexField('from', 'Start colour'), hexField('to', 'End colour')],
  preview: {
    select: {from: 'from', to: 'to'},
    prepare: ({from, to}) => ({title: `${from ?? '?'} → ${to ?? '?'}`}),
  },
})
