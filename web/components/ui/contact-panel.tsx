// The green panel of contact details (a heading and a definition list of ways to reach someone),
// shared by /contact, /about and /join/registration: a <section> (or, with as="aside", an <aside>)
// that takes the caller's className and attributes. Styles: contact-panel-styles.ts (site stylesheet).
import type {ComponentPropsWithoutRef} from 'react'
import {withClassName} from './class-name'

type Props = ComponentPropsWithoutRef<'section'> & {
  /** The element: a section, or an aside when the panel is beside the page's content. */
  as?: 'section' | 'aside'
}

export function ContactPanel({as: Element = 'section', className, ...rest}: Props) {
  return <Element className={withClassName('contact-panel-green', className)} {...rest} />
}
