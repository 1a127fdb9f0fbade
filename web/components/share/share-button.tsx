// Share a news item, below the article text it shares: the button in the secondary look and its
// confirmation beside it. The behaviour is the client component's (share-button-client.tsx).
import styled from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {theme} from '@/theme/theme'
import {ShareButtonClient} from './share-button-client'

const ShareRow = styled.div`
  margin-top: ${theme.space.lg};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  > button {
    ${buttonLook('secondary')}
  }
  > p {
    margin: 0;
    color: ${theme.colors.primary};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`

export function ShareButton({title, text}: {title: string; text?: string}) {
  return (
    <ShareRow>
      <ShareButtonClient title={title} text={text} />
    </ShareRow>
  )
}
