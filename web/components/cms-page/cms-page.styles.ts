// The CMS text pages' look (cms-page.tsx and portable-text-body.tsx): the white article card the body
// sits in and the Portable Text body's typography (paragraphs, headings, lists, quotes).
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'

export const Article = styled.article`
  max-width: 46rem;
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  ${media.md} {
    padding: ${theme.space.xl};
  }
`

export const Prose = styled.div`
  font-size: ${theme.fontSizes.md};
  line-height: 1.75;

  p {
    margin: 0 0 ${theme.space.md};
  }
  p:last-of-type {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4 {
    margin: ${theme.space.xl} 0 ${theme.space.sm};
    color: ${theme.colors.primaryDark};
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  h3,
  h4 {
    font-size: ${theme.fontSizes.lg};
  }
  ul,
  ol {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
  blockquote {
    margin: ${theme.space.lg} 0;
    padding: ${theme.space.sm} ${theme.space.lg};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.inkMuted};
    font-style: italic;
  }
`
