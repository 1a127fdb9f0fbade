// The look of a post card (post-card.tsx): cover photo, date and author, headline, summary; the whole
// card is the headline link's target, and keyboard focus rings the card (ui/card-link.styles.ts).
import styled, {css} from 'styled-components'
import {cardLinkTarget, linkCard} from '@/components/ui/card-link.styles'
import {Link} from '@/components/ui/link'
import {theme} from '@/theme/theme'

export const Card = styled.article`
  ${linkCard}
`

/** A cover photo filling its frame (the frame sets the aspect ratio); the tint shows until it loads. */
export const coverFill = css`
  background: ${theme.colors.surfaceAlt};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export const Cover = styled.div`
  aspect-ratio: 16 / 9;
  ${coverFill}
`

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg} ${theme.space.lg};
`

export const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.heading};
  color: ${theme.colors.primaryDark};
`

export const TitleLink = styled(Link)`
  ${cardLinkTarget}
`

export const Summary = styled.p`
  margin: 0;
  flex: 1;
`
