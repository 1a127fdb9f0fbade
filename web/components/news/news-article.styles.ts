// The look of a team note in full (news-article.tsx) and the links to the others (more-news.tsx).
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {media, theme} from '@/theme/theme'
import {crestFrame} from './crest.styles'

export const ArticleLayout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
    column-gap: ${theme.space.xl};
  }
`

export const BackLink = styled(Link)`
  grid-column: 1 / -1;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

export const Article = styled.article`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`

export const ArticleBand = styled.div`
  position: relative;
  height: 120px;
  ${media.md} {
    height: 160px;
  }
`

export const ArticleCrest = styled.div`
  ${crestFrame(112, 6, theme.shadows.raised)}
  ${media.md} {
    left: ${theme.space.xl};
  }
`

export const ArticleBody = styled.div`
  padding: calc(56px + ${theme.space.lg}) ${theme.space.lg} ${theme.space.xl};
  ${media.md} {
    padding-left: ${theme.space.xl};
    padding-right: ${theme.space.xl};
  }
`

export const ArticleQuote = styled.figure`
  margin: 0;

  blockquote {
    position: relative;
    margin: 0;
    padding-left: ${theme.space.lg};
    border-left: 6px solid ${theme.colors.accent};
    font-size: ${theme.fontSizes.lg};
    font-style: italic;
    line-height: 1.5;
    ${media.md} {
      font-size: ${theme.fontSizes.xl};
    }
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: ${theme.space.md};
    padding-left: ${theme.space.lg};
    font-weight: 700;
  }
  figcaption span {
    font-weight: 400;
    color: ${theme.colors.inkMuted};
  }
`

export const MoreNewsNav = styled.nav`
  h2 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
`
