// Renders a CMS page's Portable Text body with the site's typography; links to other sites open
// safely, links inside the site stay ordinary links.
import {PortableText, type PortableTextComponents} from '@portabletext/react'
import Link from 'next/link'
import styled from 'styled-components'
import type {PageQueryResult} from '@/lib/content'
import {theme} from '@/theme/theme'

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
    <Prose>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </Prose>
  )
}

const Prose = styled.div`
  font-size: ${theme.fontSizes.md};
  line-height: 1.75;

  p {
    margin: 0 0 ${theme.space.md};
  }
  p:last-of-type {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4 {
    margin: ${theme.space.xl} 0 ${theme.space.sm};
    color: ${theme.colors.primaryDark};
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  h3,
  h4 {
    font-size: ${theme.fontSizes.lg};
  }
  ul,
  ol {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
  blockquote {
    margin: ${theme.space.lg} 0;
    padding: ${theme.space.sm} ${theme.space.lg};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.inkMuted};
    font-style: italic;
  }
`
