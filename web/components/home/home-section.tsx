// One section of the home page below the hero: an h2 (labelling the section for assistive tech),
// an optional "see all" link to the full page, and the section's content.
import Link from 'next/link'
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

type Props = {
  id: string
  title: string
  eyebrow?: string
  more?: {href: string; label: string}
  tone?: 'plain' | 'tinted'
  /** Continues the previous section's background, so it adds no top padding of its own. */
  joined?: boolean
  children: ReactNode
}

export function HomeSection({id, title, eyebrow, more, tone = 'plain', joined = false, children}: Props) {
  const headingId = `${id}-heading`
  return (
    <Section aria-labelledby={headingId} $tone={tone} $joined={joined}>
      <Inner>
        <Header>
          <div>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <h2 id={headingId}>{title}</h2>
          </div>
          {more ? (
            <More href={more.href}>
              {more.label} <span aria-hidden="true">→</span>
            </More>
          ) : null}
        </Header>
        {children}
      </Inner>
    </Section>
  )
}

const Section = styled.section<{$tone: 'plain' | 'tinted'; $joined: boolean}>`
  padding: ${theme.space.xl} 0;
  background: ${({$tone}) => ($tone === 'tinted' ? theme.colors.surface : 'transparent')};
  ${media.md} {
    padding: ${theme.space.xxl} 0;
  }
  && {
    ${({$joined}) => ($joined ? 'padding-top: 0;' : '')}
  }
  /* The footer keeps its own distance from the last section. */
  &&:last-of-type {
    padding-bottom: 0;
  }
`

export const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin-bottom: ${theme.space.lg};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    ${media.md} {
      font-size: ${theme.fontSizes.xxl};
    }
  }
`

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.xs};
  color: ${theme.colors.accentDark};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`

const More = styled(Link)`
  font-weight: 700;
  text-decoration: none;
  padding: ${theme.space.xs} 0;
  &:hover {
    text-decoration: underline;
  }
`
