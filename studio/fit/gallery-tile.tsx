// A gallery photo's tile in the Studio's grid says its caption and whether it still needs its
// description (alt text), so a volunteer finds what is missing without opening every photo. The grid
// draws each photo as a "media" preview (Sanity's grid bypasses custom item components), so the words
// are added to that preview; the photo's schema prepares them (schemas/objects/gallery-image.ts).
import {Stack, Text} from '@sanity/ui'
import type {PreviewProps} from 'sanity'

export function PreviewWithWords(props: PreviewProps) {
  if (props.layout !== 'media' || props.schemaType?.name !== 'galleryImage') return props.renderDefault(props)
  const {title, subtitle} = props
  return (
    <Stack gap={2}>
      {props.renderDefault(props)}
      <Text size={1} textOverflow="ellipsis">
        {typeof title === 'string' ? title : null}
      </Text>
      {typeof subtitle === 'string' && subtitle ? (
        <Text size={1} muted textOverflow="ellipsis">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  )
}
