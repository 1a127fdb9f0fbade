// The site's buttons and button-looking links: primary (white on the league's green) and secondary
// (outlined), chosen by `variant`. ButtonRow lines them up under a page's text. A client component's
// own <button> (the contact form's, Share, Log out) takes the look from the styled component around
// it, by a class name both import from a `*-classes.ts` beside them:
// `.${shareClasses.action} { ${buttonLook('secondary')} }`, which keeps styled-components out of the browser.
import type {ComponentProps} from 'react'
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {theme} from '@/theme/theme'
import {buttonClasses} from './button-classes'
import {buttonLook, type ButtonVariant} from './button.styles'

export {buttonLook, type ButtonVariant} from './button.styles'

type Variant = {$variant?: ButtonVariant}

const StyledButton = styled.button<Variant>`
  ${(p) => buttonLook(p.$variant)}
`

const StyledButtonLink = styled(Link)<Variant>`
  ${(p) => buttonLook(p.$variant)}
`

export function Button({variant, ...props}: ComponentProps<'button'> & {variant?: ButtonVariant}) {
  return <StyledButton {...props} $variant={variant} />
}

export function ButtonLink({variant, ...props}: ComponentProps<typeof Link> & {variant?: ButtonVariant}) {
  return <StyledButtonLink {...props} $variant={variant} />
}

/** A row of buttons under a page's text (error and not-found pages, forms); a client component's plain
 * <button> in it (Go Back) takes the primary look by its class name (button-classes.ts). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  .${buttonClasses.rowButton} {
    ${buttonLook()}
  }
`
