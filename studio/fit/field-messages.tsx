// Every field says what is wrong with it in words under its input, not only as an icon with a tooltip: a
// volunteer on a phone sees "Add the captain's name." where the captain's name goes.
import {Card, Stack, Text} from '@sanity/ui'
import type {FieldProps, FormNodeValidation} from 'sanity'

/** The field's own messages (not those of the fields inside it, which say theirs under themselves). */
export function ownMessages(validation: readonly FormNodeValidation[], path: FieldProps['path']): FormNodeValidation[] {
  const own = JSON.stringify(path)
  return validation.filter((marker) => JSON.stringify(marker.path) === own && (marker.level === 'error' || marker.level === 'warning'))
}

/** The field as Sanity draws it, with its own messages inside it, under its input. */
export function FieldWithMessages(props: FieldProps) {
  const messages = ownMessages(props.validation, props.path)
  if (messages.length === 0) return props.renderDefault(props)
  const children = (
    <Stack gap={2}>
      {props.children}
      <Stack gap={1} id={`${props.inputId}-messages`}>
        {messages.map((marker) => (
          <Card key={`${marker.level}:${marker.message}`} tone={marker.level === 'error' ? 'critical' : 'caution'} padding={2} radius={2}>
            <Text size={1}>{marker.message}</Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  )
  return props.renderDefault({...props, children})
}
