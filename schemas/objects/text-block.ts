// The text editor's paragraphs: what the site renders (web/components/cms-page/portable-text-body.tsx)
// and nothing else — paragraphs, two heading levels and quotes, bold and italic, bulleted and numbered
// lists, links to web pages, e-mail or phone. No code, strike-through or underline the site would drop.
import {defineArrayMember} from 'sanity'

export const textBlock = defineArrayMember({
  type: 'block',
  styles: [
    {title: 'Paragraph', value: 'normal'},
    {title: 'Heading', value: 'h2'},
    {title: 'Subheading', value: 'h3'},
    {title: 'Quote', value: 'blockquote'},
  ],
  lists: [
    {title: 'Bullets', value: 'bullet'},
    {title: 'Numbers', value: 'number'},
  ],
  marks: {
    decorators: [
      {title: 'Bold', value: 'strong'},
      {title: 'Italic', value: 'em'},
    ],
    annotations: [
      {
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [
          {
            name: 'href',
            type: 'url',
            title: 'Address',
            validation: (rule) =>
              rule
                .required()
                .uri({scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true})
                .error('Paste a full address (https://…), a page of the site (/about), mailto: or tel:'),
          },
        ],
      },
    ],
  },
})
