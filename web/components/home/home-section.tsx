// One section of the home page below the hero: an h2 (labelling the section for assistive tech),
// an optional "see all" link to the full page, and the section's content. Styles: home-section.styles.ts.
import type {ReactNode} from 'react'
import {Eyebrow, MoreLink, Section, SectionHeader, SectionInner, SectionTitle} from './home-section.styles'

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
    <Section aria-labelledby={headingId} $tinted={tone === 'tinted'} $joined={joined}>
      <SectionInner>
        <SectionHeader>
          <div>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <SectionTitle id={headingId}>{title}</SectionTitle>
          </div>
          {more ? (
            <MoreLink href={more.href}>
              {`${more.label} `}
              <span aria-hidden="true">→</span>
            </MoreLink>
          ) : null}
        </SectionHeader>
        {children}
      </SectionInner>
    </Section>
  )
}
