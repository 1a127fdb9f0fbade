// The /gallery page body: one section per CMS gallery section (name, photo count, thumbnails that
// open the lightbox). Thumbnails are prepared here, on the server, so the client gets ready URLs.
import styled from 'styled-components'
import type {GallerySectionsQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import {GalleryLightbox} from './gallery-lightbox'
import {toLightboxImages} from './lightbox-images'
import {photoCount} from './photo-count'

/** Thumbnails are cropped to 3:2 boxes; 400 px is the widest a grid column gets. */
const THUMB = {width: 400, height: 267}
/** The first section's first row is above the fold on a desktop screen. */
const ABOVE_THE_FOLD = 4

export function GallerySections({sections}: {sections: GallerySectionsQueryResult}) {
  const shown = sections.filter((section) => section.images.length > 0)
  if (shown.length === 0) return <p>Photos from the league will appear here soon.</p>
  return (
    <Sections>
      {shown.map((section, position) => {
        const name = section.name
        const headingId = `gallery-${section._id}`
        return (
          <Section key={section._id} aria-labelledby={headingId}>
            <Header>
              <h2 id={headingId}>{name}</h2>
              <Count>{photoCount(section.images.length)}</Count>
            </Header>
            <GalleryLightbox
              images={toLightboxImages(section.images, THUMB)}
              label={`${name} photos`}
              eager={position === 0 ? ABOVE_THE_FOLD : 0}
            />
          </Section>
        )
      })}
    </Sections>
  )
}

const Sections = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${media.md} {
    gap: ${theme.space.xxl};
  }
`

const Section = styled.section`
  scroll-margin-top: ${theme.layout.headerHeight};
`

const Header = styled.div`
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
`

const Count = styled.p`
  margin: 0;
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`
