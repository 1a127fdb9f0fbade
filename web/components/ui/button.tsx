// The site's buttons and button-looking links: primary (gold on green pages) and secondary. Plain
// elements with class names; their look is in button-styles.ts (site stylesheet).
import Link from 'next/link'
import type {ComponentProps} from 'react'

type Variant = {variant?: 'primary' | 'secondary'}

const classes = (base: string, className: string | undefined) => (className ? `${base} ${className}` : base)

export function Button({variant = 'primary', className, ...props}: ComponentProps<'button'> & Variant) {
  return <button {...props} className={classes('button', className)} data-variant={variant} />
}

export function ButtonLink({variant = 'primary', className, ...props}: ComponentProps<typeof Link> & Variant) {
  return <Link {...props} className={classes('button', className)} data-variant={variant} />
}

/** A row of buttons under a page's text (error and not-found pages, forms). */
export function ButtonRow({className, ...props}: ComponentProps<'div'>) {
  return <div {...props} className={classes('button-row', className)} />
}
