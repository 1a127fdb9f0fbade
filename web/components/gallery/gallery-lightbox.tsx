// Thumbnails that open a lightbox at the one chosen (/gallery and the home page's Gallery
// Highlights), in their grid: two columns on phones, three on small screens, four from desktop width
// (the home page's four highlights: a 2 × 2 block until one row of four). Each thumbnail a rounded
// 3:2 tile that zooms a little under the pointer and shows its caption (always, on touch screens).
// The thumbnails and the lightbox are a client component of plain elements
// (gallery-lightbox-client.tsx); this frame gives them their look through the class names both import
// from gallery-classes.ts.
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'
import {galleryClasses} from './gallery-classes'
import {GalleryLightboxClient, type GalleryLightboxProps} from './gallery-lightbox-client'

const shownCaption = `
  opacity: 1;
  transform: none;
`

const ThumbGrid = styled.div<{$highlights: boolean}>`
  .${galleryClasses.grid} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.sm} {
      grid-template-columns: repeat(${(p) => (p.$highlights ? 2 : 3)}, minmax(0, 1fr));
      gap: ${theme.space.md};
    }
    ${media.md} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }

  .${galleryClasses.tile} {
    position: relative;
    display: block;
    width: 100%;
    border-radius: ${theme.radii.md};
    overflow: hidden;
    background: ${theme.colors.border};
    box-shadow: ${theme.shadows.card};
    cursor: zoom-in;

    .${galleryClasses.photo} {
      width: 100%;
      height: auto;
      object-fit: cover;
      transition: transform 0.3s ease;
    }
    /* The caption, over the photo's foot. */
    .${galleryClasses.caption} {
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
    &:focus-visible {
      outline-offset: 3px;
    }
    @media (hover: hover) {
      &:hover .${galleryClasses.photo} {
        transform: scale(1.05);
      }
      &:hover .${galleryClasses.caption} {
        ${shownCaption}
      }
    }
    &:focus-visible .${galleryClasses.caption} {
      ${shownCaption}
    }
    /* Touch screens have no hover: their captions are always shown. */
    @media (hover: none) {
      .${galleryClasses.caption} {
        ${shownCaption}
      }
    }
  }
`

type Props = GalleryLightboxProps & {
  /** The home page's four highlights: two columns until desktop width. */
  highlights?: boolean
}

export function GalleryLightbox({highlights = false, ...props}: Props) {
  if (props.images.length === 0) return null
  return (
    <ThumbGrid $highlights={highlights}>
      <GalleryLightboxClient {...props} />
    </ThumbGrid>
  )
}
