// Renders a CMS page's Portable Text body with the site's typography; links to other sites open
// safely, links inside the site stay ordinary links. Styles: cms-page.styles.ts.
import {PortableText, type PortableTextComponents} from '@portabletext/react'
import {Link} from '@/components/ui/link'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import type {PageQueryResult} from '@/lib/content'
import {isExternalHref, safeHref} from '@/lib/http/safe-href'
import {Prose} from './cms-page.styles'

export type PortableTextBlocks = NonNullable<NonNullable<PageQueryResult>['body']>

// A block or span the site has no component for (a half-edited or mistyped one) shows nothing,
// rather than the library's hidden "unknown type" note.
const nothing = () => null

/** The site's rendering of text blocks and links, which other bodies (a post's) extend with their types. */
export const portableTextComponents: PortableTextComponents = {
  unknownType: nothing,
  unknownBlockStyle: ({children}) => <p>{children}</p>,
  unknownMark: ({children}) => <>{children}</>,
  unknownList: ({children}) => <ul>{children}</ul>,
  unknownListItem: ({children}) => <li>{children}</li>,
  marks: {
    link: ({value, children}) => {
      // Only web, mail, phone and site links: a javascript:, data: or //host href shows as plain text.
      const href = safeHref(typeof value?.href === 'string' ? value.href : undefined)
      if (!href) return <>{children}</>
      return isExternalHref(href) ? (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {children}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      ) : href.startsWith('/') ? (
        <Link href={href}>{children}</Link>
      ) : (
        <a href={href}>{children}</a>
      )
    },
  },
}

export function PortableTextBody({value}: {value: PortableTextBlocks}) {
  return (
    <Prose>
      <PortableText value={value} components={portableTextComponents} onMissingComponent={false} />
    </Prose>
  )
}
