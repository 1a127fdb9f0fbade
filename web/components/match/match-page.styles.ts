// The look of a match's page (match-page.tsx): a scoreboard card (both sides, their innings as cricket
// writes them, the result) above the match's facts.
import styled from 'styled-components'
import {factList, leadCard} from '@/components/league/page-section.styles'
import {media, theme} from '@/theme/theme'

export const Scoreboard = styled.section`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.xl};
  ${leadCard}
`

export const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.h3};
    line-height: ${theme.lineHeights.heading};
  }
  h2 a {
    color: ${theme.colors.primaryDark};
  }
`

export const Score = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.h3};
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  small {
    margin-left: ${theme.space.xs};
    color: ${theme.colors.inkMuted};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.sm};
    font-weight: 400;
  }
`

export const Result = styled.p`
  margin: 0;
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  color: ${theme.colors.primary};
`

/** The match's facts: two to a row on a phone, as many as fit from tablet width. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  ${factList}
  margin: ${theme.space.lg} 0 ${theme.space.xl};
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`

/** A line under the ground's name on the match page: its address, note, map link. */
export const GroundLine = styled.span`
  display: block;
  margin-top: ${theme.space.xs};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`
