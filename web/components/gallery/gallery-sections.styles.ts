// /gallery's sections (gallery-sections.tsx): a heading with the photo count in a green pill over a
// gold rule, then the section's thumbnails.
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export const Sections = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${media.md} {
    gap: ${theme.space.xxl};
  }
`

export const GallerySection = styled.section`
  scroll-margin-top: ${theme.layout.headerHeight};
`

export const SectionHeader = styled.div`
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

export const PhotoCount = styled.p`
  margin: 0;
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.02em;
`
