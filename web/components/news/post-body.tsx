// A post's text: the site's Portable Text and typography (cms-page/portable-text-body.tsx) plus its pictures, each
// with its alt text and an optional caption under it.
import {PortableText, type PortableTextComponents} from '@portabletext/react'
import {Prose} from '@/components/cms-page/cms-page.styles'
import {portableTextComponents} from '@/components/cms-page/portable-text-body'
import {CmsImage} from '@/components/ui/cms-image'
import type {PostQueryResult} from '@/lib/content'
import {Figure} from './post-article.styles'

type Body = NonNullable<PostQueryResult>['body']
type Picture = Extract<Body[number], {_type: 'postPicture'}>

/** Pictures fill the text column (720 px at most). */
const PICTURE_WIDTH = 720

const components: PortableTextComponents = {
  ...portableTextComponents,
  types: {
    postPicture: ({value}: {value: Picture}) => (
      <Figure>
        <CmsImage image={value} width={PICTURE_WIDTH} placeholder="blur" />
        {value.caption ? <figcaption>{value.caption}</figcaption> : null}
      </Figure>
    ),
  },
}

export function PostBody({value}: {value: Body}) {
  return (
    <Prose>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </Prose>
  )
}
