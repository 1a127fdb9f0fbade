// A gallery section's photos, and under them, while any still needs its words, one panel listing those photos
// with a thumbnail and their caption and description fields, to type straight down (Tab moves to the next
// field) after dropping several files or pressing "Upload photos", instead of opening each tile. Sanity's own
// grid stays as it is above. An item added and closed without a file is taken away, so no empty tile is left.
import {createImageUrlBuilder} from '@sanity/image-url'
import {Box, Card, Flex, Grid, Heading, Stack, Text, TextInput} from '@sanity/ui'
import {type ChangeEvent, useEffect, useMemo, useRef, useState} from 'react'
import {type ArrayOfObjectsInputProps, set, unset, useClient} from 'sanity'
import {STUDIO_API_VERSION} from '../scorer/match-query'
import {describeHeading, holdsPhoto, type Photo, photosToList, realPhotos} from './photo-list'
import {UploadPhotos} from './upload-photos'

type GalleryPhoto = Photo & {asset?: {_ref: string}}

/** The thumbnail's box: a 3:2 photo, as the site's tiles show them. */
const THUMB = {width: 120, height: 80}

export function DescribePhotosInput(props: ArrayOfObjectsInputProps) {
  const all = (props.value ?? []) as GalleryPhoto[]
  const photos = realPhotos(all)
  useNoEmptyTiles(props, all)
  // Once listed, a photo stays listed while the form is open (photosToList); React's "state from props" pattern.
  const [listed, setListed] = useState<string[]>(() => photosToList(photos, []))
  const toList = photosToList(photos, listed)
  if (toList.join() !== listed.join()) setListed(toList)

  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const images = useMemo(() => createImageUrlBuilder(client), [client])
  const write = (key: string, field: 'caption' | 'alt') => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value
    props.onChange(text ? set(text, [{_key: key}, field]) : unset([{_key: key}, field]))
  }

  const rows = photos.filter((photo) => toList.includes(photo._key))
  const headingId = `${props.id}-describe`
  return (
    <Stack gap={4}>
      {props.renderDefault(props)}
      <UploadPhotos id={props.id} onChange={props.onChange} readOnly={props.readOnly} />
      {rows.length ? (
        <Card as="section" aria-labelledby={headingId} tone="transparent" border radius={2} padding={3}>
          <Stack gap={4}>
            <Stack gap={2}>
              <Heading as="h3" size={1} id={headingId}>
                {describeHeading(photos)}
              </Heading>
              <Text size={1} muted>
                Type each photo&apos;s caption and what it shows; Tab moves to the next field.
              </Text>
            </Stack>
            {rows.map((photo) => {
              const at = photos.indexOf(photo) + 1
              const id = `${props.id}-${photo._key}`
              return (
                <Flex key={photo._key} role="group" aria-labelledby={`${id}-name`} direction={['column', 'row']} gap={3}>
                  <Box flex="none">
                    <Text id={`${id}-name`} size={1} weight="semibold" style={{paddingBottom: 8}}>
                      Photo {at} of {photos.length}
                    </Text>
                    {photo.asset && holdsPhoto(photo) ? (
                      <img
                        src={images.image(photo).width(THUMB.width * 2).height(THUMB.height * 2).fit('crop').url()}
                        alt=""
                        width={THUMB.width}
                        height={THUMB.height}
                        style={{display: 'block', objectFit: 'cover', borderRadius: 3}}
                      />
                    ) : (
                      <Text size={1} muted>
                        Uploading…
                      </Text>
                    )}
                  </Box>
                  <Grid gridTemplateColumns={[1, 1, 2]} gap={3} flex={1}>
                    <Stack gap={2}>
                      <Text as="label" htmlFor={`${id}-caption`} size={1} weight="medium">
                        Caption
                      </Text>
                      <TextInput id={`${id}-caption`} value={photo.caption ?? ''} onChange={write(photo._key, 'caption')} readOnly={props.readOnly} />
                    </Stack>
                    <Stack gap={2}>
                      <Text as="label" htmlFor={`${id}-alt`} size={1} weight="medium">
                        Alternative text
                      </Text>
                      <TextInput id={`${id}-alt`} value={photo.alt ?? ''} onChange={write(photo._key, 'alt')} readOnly={props.readOnly} />
                    </Stack>
                  </Grid>
                </Flex>
              )
            })}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  )
}

/** Takes away an item whose dialog was opened and closed with no file chosen: it would be an empty tile that
 * blocks Publish. Only items seen open are taken, so one just added (its dialog about to open) stays. */
function useNoEmptyTiles(props: ArrayOfObjectsInputProps, photos: readonly GalleryPhoto[]) {
  const seenOpen = useRef(new Set<string>())
  const {members, onChange} = props
  useEffect(() => {
    const empty: string[] = []
    for (const member of members) {
      if (member.kind !== 'item') continue
      if (member.open) seenOpen.current.add(member.key)
      else if (seenOpen.current.has(member.key) && !holdsPhoto(photos.find((photo) => photo._key === member.key) ?? {_key: member.key, asset: true})) empty.push(member.key)
    }
    if (empty.length) onChange(empty.map((key) => unset([{_key: key}])))
    for (const key of empty) seenOpen.current.delete(key)
  }, [members, photos, onChange])
}
