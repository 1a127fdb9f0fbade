// "Upload photos": many files at once into a gallery section. Each file becomes a tile only once its upload
// has finished (no empty tile while it is on its way, none left if one fails), and the line beside the
// button says how many are done, truly; the "Describe N photos" panel below then lists them.
import {Button, Flex, Text} from '@sanity/ui'
import {UploadIcon} from '@sanity/icons/Upload'
import {useRef, useState} from 'react'
import {type ArrayOfObjectsInputProps, insert, setIfMissing, useClient} from 'sanity'
import {STUDIO_API_VERSION} from '../scorer/match-query'

/** How many files upload at the same time: a phone's or a club laptop's connection stays usable. */
const PARALLEL_UPLOADS = 3

type Progress = {done: number; failed: number; total: number}

/** What the line beside the button says. */
export function uploadProgressText({done, failed, total}: Progress): string {
  const finished = done + failed
  const failures = failed ? `; ${failed} could not be uploaded` : ''
  if (finished < total) return `Uploading ${finished + 1} of ${total}…${failures}`
  return `${done} of ${total} photo${total === 1 ? '' : 's'} added${failures}`
}

export function UploadPhotos(props: Pick<ArrayOfObjectsInputProps, 'onChange' | 'readOnly' | 'id'>) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<Progress>()

  const upload = async (files: File[]) => {
    let done = 0
    let failed = 0
    setProgress({done, failed, total: files.length})
    const queue = [...files]
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        try {
          const asset = await client.assets.upload('image', file, {filename: file.name})
          const item = {_type: 'galleryImage', _key: crypto.randomUUID().slice(0, 12), asset: {_type: 'reference', _ref: asset._id}}
          props.onChange([setIfMissing([]), insert([item], 'after', [-1])])
          done++
        } catch {
          failed++
        }
        setProgress({done, failed, total: files.length})
      }
    }
    await Promise.all(Array.from({length: Math.min(PARALLEL_UPLOADS, files.length)}, worker))
  }

  return (
    <Flex gap={3} align="center" wrap="wrap">
      <input
        ref={input}
        id={`${props.id}-upload`}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="upload-photos-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          event.currentTarget.value = ''
          if (files.length) void upload(files)
        }}
      />
      <Button icon={UploadIcon} mode="ghost" text="Upload photos" disabled={props.readOnly} onClick={() => input.current?.click()} />
      {progress ? (
        <Text size={1} muted role="status">
          {uploadProgressText(progress)}
        </Text>
      ) : null}
    </Flex>
  )
}
