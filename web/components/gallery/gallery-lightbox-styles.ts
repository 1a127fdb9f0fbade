// The thumbnail grid's look (gallery-lightbox.tsx: /gallery and the home page's Gallery Highlights)
// and /gallery's sections (gallery-sections.tsx), by class name: part of the site stylesheet (components/layout/site-stylesheet.ts), so neither the
// pages' HTML nor the client code carries these rules.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

export const galleryLightboxStyles = css`
  .gallery-grid {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.sm} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: ${theme.space.md};
    }
    ${media.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  /* Four photos on the home page read best as a 2 × 2 block on small screens, one row of four on wide ones. */
  .gallery-highlights .gallery-grid {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${media.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }

  .gallery-caption {
    position: absolute;
    inset: auto 0 0;
    padding: ${theme.space.lg} ${theme.space.sm} ${theme.space.sm};
    background: linear-gradient(to top, ${theme.colors.primaryDark}, transparent);
    color: ${theme.colors.onPrimary};
    font-size: ${theme.fontSizes.xs};
    font-weight: 600;
    line-height: 1.3;
    text-align: left;
    opacity: 0;
    transform: translateY(6px);
    transition:
      opacity 0.2s ease,
      transform 0.2s ease;
  }

  .gallery-thumb {
    position: relative;
    display: block;
    width: 100%;
    border-radius: ${theme.radii.md};
    overflow: hidden;
    background: ${theme.colors.border};
    box-shadow: ${theme.shadows.card};
    cursor: zoom-in;

    img {
      width: 100%;
      height: auto;
      object-fit: cover;
      transition: transform 0.3s ease;
    }
    &:focus-visible {
      outline-offset: 3px;
    }
    @media (hover: hover) {
      &:hover img {
        transform: scale(1.05);
      }
      &:hover .gallery-caption {
        opacity: 1;
        transform: none;
      }
    }
    &:focus-visible .gallery-caption {
      opacity: 1;
      transform: none;
    }
    /* Touch screens have no hover: their captions are always shown. */
    @media (hover: none) {
      .gallery-caption {
        opacity: 1;
        transform: none;
      }
    }
  }

  .gallery-sections {
    display: grid;
    gap: ${theme.space.xl};
    ${media.md} {
      gap: ${theme.space.xxl};
    }
  }
  .gallery-section {
    scroll-margin-top: ${theme.layout.headerHeight};
  }
  .gallery-section-header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm} ${theme.space.md};
    margin-bottom: ${theme.space.md};
    padding-bottom: ${theme.space.sm};
    border-bottom: 3px solid ${theme.colors.accent};

    h2 {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
      color: ${theme.colors.primaryDark};
      ${media.sm} {
        font-size: ${theme.fontSizes.xl};
      }
    }
  }
  .gallery-section-count {
    margin: 0;
    padding: 2px ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-size: ${theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`
