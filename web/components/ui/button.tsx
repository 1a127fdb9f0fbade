// The site's buttons and button-looking links: primary (gold on green pages) and secondary. Plain
// elements with class names; their look is in button-styles.ts (site stylesheet).
import {Link} from '@/components/ui/link'
import type {ComponentProps} from 'react'
import {withClassName} from './class-name'

type Variant = {variant?: 'primary' | 'secondary'}

export function Button({variant = 'primary', className, ...props}: ComponentProps<'button'> & Variant) {
  return <button {...props} className={withClassName('button', className)} data-variant={variant} />
}

export function ButtonLink({variant = 'primary', className, ...props}: ComponentProps<typeof Link> & Variant) {
  return <Link {...props} className={withClassName('button', className)} data-variant={variant} />
}

/** A row of buttons under a page's text (error and not-found pages, forms). */
export function ButtonRow({className, ...props}: ComponentProps<'div'>) {
  return <div {...props} className={withClassName('button-row', className)} />
}
