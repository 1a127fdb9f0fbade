// The look of a post in full (post-article.tsx, post-body.tsx): a white article card holding the cover,
// the byline, the text and its pictures, one readable column wide. The text's typography is the CMS
// pages' (cms-page-prose).
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {media, standaloneLink, theme} from '@/theme/theme'
import {coverFill} from './post-card.styles'

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 48rem;
`

export const BackLink = styled(Link)`
  ${standaloneLink}
  justify-self: start;
`

export const Article = styled.article`
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`

export const Cover = styled.figure`
  margin: 0;
  aspect-ratio: 3 / 2;
  ${coverFill}
`

export const Content = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  ${media.md} {
    padding: ${theme.space.xl};
  }
`

export const Byline = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

export const Related = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${standaloneLink}
    min-height: 32px;
  }
`

export const Figure = styled.figure`
  margin: ${theme.space.lg} 0;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radii.md};
  }
  figcaption {
    margin-top: ${theme.space.xs};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`
