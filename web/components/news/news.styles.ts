// The look of the news cards (news-card.tsx: the home page's highlights and /news), the news rows
// (news-rows.tsx: "More team news" and the 404 pages' "Latest news") and a team note in full
// (news-article.tsx, more-news.tsx).
import styled from 'styled-components'
import {cardLinkTarget, linkCard} from '@/components/ui/card-link.styles'
import {Link} from '@/components/ui/link'
import {media, theme} from '@/theme/theme'

/** On a phone the team's colour band is a strip down the card's left side with the crest at its top,
 * so three cards fit where one did; from the sm breakpoint, a band across the top. */
const CREST_PHONE = '48px'

export const Card = styled.article`
  ${linkCard}
  ${media.belowSm} {
    flex-direction: row;
  }
`

export const CardBand = styled.div`
  position: relative;
  height: 88px;
  ${media.belowSm} {
    flex: none;
    width: calc(${CREST_PHONE} + 2 * ${theme.space.sm} + 2 * 4px);
    height: auto;
  }
`

/** Crests are sized by their frame, not their picture: a frame painted before its <img> is parsed must
 * not jump when the picture arrives (self-contained.spec.ts, HTML sent slowly). */
export const CardCrest = styled.div`
  position: absolute;
  left: ${theme.space.lg};
  bottom: -36px;
  width: calc(72px + 2 * 4px);
  height: calc(72px + 2 * 4px);
  padding: 4px;
  border-radius: 50%;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};

  img {
    display: block;
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
  ${media.belowSm} {
    top: ${theme.space.sm};
    left: ${theme.space.sm};
    bottom: auto;
    width: calc(${CREST_PHONE} + 2 * 4px);
    height: calc(${CREST_PHONE} + 2 * 4px);
    img {
      width: ${CREST_PHONE};
      height: ${CREST_PHONE};
    }
  }
`

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: calc(36px + ${theme.space.md}) ${theme.space.lg} ${theme.space.lg};
  ${media.belowSm} {
    gap: ${theme.space.xs};
    padding: ${theme.space.md};
  }
`

export const CardHeading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.primaryDark};
`

/** The team's name, a link whose target area is the whole card. */
export const CardLink = styled(Link)`
  ${cardLinkTarget}
`

export const Captain = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`

export const CardQuote = styled.blockquote`
  flex: 1;
  margin: 0;
  padding-left: ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  font-style: italic;

  p {
    margin: 0;
  }
  /* A phone's card is a teaser: three lines of the quote, the rest on the note's page. */
  ${media.belowSm} {
    p {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      overflow: hidden;
    }
  }
`

/** Says the card leads on; on a phone the card's lift and its linked heading say it in less height. */
export const ReadMore = styled.span`
  color: ${theme.colors.primary};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
  ${media.belowSm} {
    display: none;
  }
`

/** Rows side by side from the sm breakpoint ($wide: a full-width section), else one column (a sidebar). */
export const Rows = styled.ul<{$wide: boolean}>`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => (p.$wide ? `${media.sm} { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }` : '')}

  li {
    position: relative;
    display: flex;
    align-items: stretch;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.sm};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  li:hover {
    box-shadow: ${theme.shadows.card};
  }
  span {
    display: grid;
    gap: ${theme.space.xs};
  }
  a {
    font-weight: 700;
    color: ${theme.colors.primaryDark};
    text-decoration: none;
  }
  /* The whole row is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.md};
  }
  a:hover {
    text-decoration: underline;
  }
  q,
  small {
    color: ${theme.colors.inkMuted};
  }
  q {
    font-size: ${theme.fontSizes.sm};
    font-style: italic;
  }
  small {
    font-size: ${theme.fontSizes.xs};
  }
`

/** The team's colours down a row's edge. */
export const Swatch = styled.span`
  flex: none;
  width: 6px;
  border-radius: ${theme.radii.pill};
`

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
  position: absolute;
  left: ${theme.space.lg};
  bottom: -56px;
  width: calc(112px + 2 * 6px);
  height: calc(112px + 2 * 6px);
  padding: 6px;
  border-radius: 50%;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  ${media.md} {
    left: ${theme.space.xl};
  }

  img {
    display: block;
    width: 112px;
    height: 112px;
    border-radius: 50%;
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
