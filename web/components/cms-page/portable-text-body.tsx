// Renders a CMS page's Portable Text body with the site's typography; links to other sites open
// safely, links inside the site stay ordinary links. Styles: cms-page-styles.ts (site stylesheet).
import {PortableText, type PortableTextComponents} from '@portabletext/react'
import {Link} from '@/components/ui/link'
import type {PageQueryResult} from '@/lib/content'

export type PortableTextBlocks = NonNullable<NonNullable<PageQueryResult>['body']>

const isExternal = (href: string) => /^https?:\/\//.test(href)

// A block or span the site has no component for (a half-edited or mistyped one) shows nothing,
// rather than the library's hidden "unknown type" note.
const nothing = () => null

const components: PortableTextComponents = {
  unknownType: nothing,
  unknownBlockStyle: ({children}) => <p>{children}</p>,
  unknownMark: ({children}) => <>{children}</>,
  unknownList: ({children}) => <ul>{children}</ul>,
  unknownListItem: ({children}) => <li>{children}</li>,
  marks: {
    link: ({value, children}) => {
      const href = typeof value?.href === 'string' ? value.href : undefined
      if (!href) return <>{children}</>
      return isExternal(href) ? (
        <a href={href} rel="noopener noreferrer" target="_blank">
          {children}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link href={href}>{children}</Link>
      )
    },
  },
}

export function PortableTextBody({value}: {value: PortableTextBlocks}) {
  return (
    <div className="cms-page-prose">
      <PortableText value={value} components={components} onMissingComponent={false} />
    </div>
  )
}
