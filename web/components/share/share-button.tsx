// Share what a page shows, below the text it shares: the button in the secondary look and its
// confirmation beside it (the behaviour is the client component's, share-button-client.tsx; the class
// names that style its elements are in share-classes.ts). With
// `whatsApp`, a link that opens WhatsApp with that text typed in stands beside the button: it is in
// the server HTML, so it works before and without the script.
import styled from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {whatsAppHref} from '@/lib/match-day/share'
import {theme} from '@/theme/theme'
import {ShareButtonClient} from './share-button-client'
import {shareClasses} from './share-classes'

const ShareRow = styled.div`
  margin-top: ${theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  .${shareClasses.action} {
    ${buttonLook('secondary')}
    padding-inline: ${theme.space.md};
  }
  /* The confirmation after the buttons, however they are ordered in the markup. */
  .${shareClasses.status} {
    order: 1;
    margin: 0;
    color: ${theme.colors.primary};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`

type Props = {
  title: string
  text?: string
  /** The whole message for a chat, link included: adds the WhatsApp link. */
  whatsApp?: string
}

export function ShareButton({title, text, whatsApp}: Props) {
  return (
    <ShareRow>
      <ShareButtonClient title={title} text={text} />
      {whatsApp ? (
        <a href={whatsAppHref(whatsApp)} target="_blank" rel="noopener noreferrer" className={shareClasses.action}>
          <WhatsAppIcon />
          <VisuallyHidden>Send on </VisuallyHidden>WhatsApp
        </a>
      ) : null}
    </ShareRow>
  )
}

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.7-2-1-1 1c-1-.4-2.4-1.8-2.8-2.8l1-1-1-2z" />
    </svg>
  )
}
