// A page's content and its aside (key facts, a contact panel, a sign-in note): side by side from
// tablet width up, so wide screens use their width; stacked on phones. One layout for /about,
// /profile and /contact.
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`

const Body = styled.div`
  min-width: 0;
  ${media.md} {
    grid-column: 1;
    grid-row: 1;
  }
`

const Side = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} {
    grid-column: 2;
    grid-row: 1;
  }
`

type Props = {
  children: ReactNode
  aside: ReactNode
  /** On phones, show the aside above the content (it says something the reader needs first). */
  asideFirst?: boolean
}

export function WithAside({children, aside, asideFirst = false}: Props) {
  return (
    <Columns>
      {asideFirst ? <Side>{aside}</Side> : null}
      <Body>{children}</Body>
      {asideFirst ? null : <Side>{aside}</Side>}
    </Columns>
  )
}
