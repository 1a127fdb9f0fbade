// Who players contact about registration until it opens (shown on /join/registration).
import {defineField, defineType} from 'sanity'
import {emailRule} from '../../league/fields/field-formats'

export const supportContact = defineType({
  name: 'supportContact',
  title: 'Support contact',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Add the name of the person or desk to contact.'),
    }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      validation: (rule) =>
        rule.regex(/^\+?[0-9 ()-]{7,20}$/, {name: 'phone number'}).error('Write the number with digits and spaces, e.g. +91 98450 00000.'),
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'email',
      validation: (rule) => rule.custom(emailRule),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: {phone?: string; email?: string} | undefined) =>
      !value || value.phone || value.email ? true : 'Add a phone number or an email so players can reach this contact.',
    ),
  preview: {select: {title: 'name', subtitle: 'phone'}},
})
