// One section of the home page below the hero: an h2 (labelling the section for assistive tech),
// an optional "see all" link to the full page, and the section's content. Styles:
// home-section-styles.ts (in the site stylesheet).
import {Link} from '@/components/ui/link'
import type {ReactNode} from 'react'

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
    <section
      className="home-section"
      aria-labelledby={headingId}
      // Written only when they say something (the stylesheet styles a tinted and a joined section; a
      // plain one is the default), and left out rather than undefined, which the flight data spells out.
      {...(tone === 'tinted' ? {'data-tone': tone} : {})}
      {...(joined ? {'data-joined': ''} : {})}
    >
      <div className="home-section-inner">
        <div className="home-section-header">
          <div>
            {eyebrow ? <p className="home-section-eyebrow">{eyebrow}</p> : null}
            <h2 id={headingId}>{title}</h2>
          </div>
          {more ? (
            <Link className="home-section-more" href={more.href}>
              {`${more.label} `}
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  )
}
