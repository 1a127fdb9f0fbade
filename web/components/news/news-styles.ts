// The look of the news cards (news-card.tsx: the home page's highlights and /news), the news rows
// (news-rows.tsx: "More team news" and the 404 pages' "Latest news") and a news item
// (news-article.tsx, more-news.tsx), by class name: part of the site
// stylesheet (components/layout/site-stylesheet.ts).
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

const newsCard = css`
  .news-card {
    position: relative;
    display: flex;
    flex-direction: column;
    height: 100%;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};
    overflow: hidden;
    transition:
      transform 0.2s ease,
      box-shadow 0.2s ease;

    &:hover,
    &:focus-within {
      transform: translateY(-3px);
      box-shadow: ${theme.shadows.raised};
    }
  }
  .news-card-band {
    position: relative;
    height: 88px;
  }
  /* Crests are sized by their frame, not their picture: a frame painted before its <img> is parsed
     must not jump when the picture arrives (self-contained.spec.ts, HTML sent slowly). */
  .news-card-crest {
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
  }
  .news-card-body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: calc(36px + ${theme.space.md}) ${theme.space.lg} ${theme.space.lg};
  }
  .news-card-heading {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
  .news-card-link {
    color: inherit;
    text-decoration: none;

    /* The whole card is the link's target area. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${theme.radii.lg};
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    &:hover {
      text-decoration: underline;
    }
  }
  .news-card-captain {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .news-card-quote {
    flex: 1;
    margin: 0;
    padding-left: ${theme.space.md};
    border-left: 4px solid ${theme.colors.accent};
    font-style: italic;

    p {
      margin: 0;
    }
  }
  .news-card-more {
    color: ${theme.colors.primary};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
`

const newsRows = css`
  .news-rows {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    &[data-wide] {
      ${media.sm} {
        grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
      }
    }

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
  }
  .news-rows-swatch {
    flex: none;
    width: 6px;
    border-radius: ${theme.radii.pill};
  }
`

/* One team note in full (news-article.tsx), with "More team news" beside it (more-news.tsx). */
const newsArticle = css`
  .news-article-layout {
    display: grid;
    gap: ${theme.space.lg};
    ${media.md} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      align-items: start;
      column-gap: ${theme.space.xl};
    }
  }
  .news-article-back {
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
  }
  .news-article {
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};
    overflow: hidden;
  }
  .news-article-band {
    position: relative;
    height: 120px;
    ${media.md} {
      height: 160px;
    }
  }
  .news-article-crest {
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
  }
  .news-article-body {
    padding: calc(56px + ${theme.space.lg}) ${theme.space.lg} ${theme.space.xl};
    ${media.md} {
      padding-left: ${theme.space.xl};
      padding-right: ${theme.space.xl};
    }
  }
  .news-article-quote {
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
  }
  .more-news h2 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
`

export const newsStyles = css`
  ${newsCard}
  ${newsRows}
  ${newsArticle}
`
