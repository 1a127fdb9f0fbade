// Cache tags: one per document type, so a webhook about a type revalidates exactly what shows it.
export const CONTENT_TAGS = [
  'siteSettings',
  'heroSlide',
  'teamNote',
  'keyDate',
  'gallerySection',
  'society',
  'team',
  'sponsor',
  'page',
  'season',
  'match',
  'scorecard',
  'player',
  'post',
  'venue',
] as const

export type ContentTag = (typeof CONTENT_TAGS)[number]

export const isContentTag = (value: unknown): value is ContentTag =>
  typeof value === 'string' && (CONTENT_TAGS as readonly string[]).includes(value)
