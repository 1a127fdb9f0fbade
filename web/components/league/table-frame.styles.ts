// The look of a league table (table-frame.tsx). On a narrow screen the table scrolls sideways inside its
// frame while its leading columns (the rank and the team, or the match) stay in place; a shadow at the
// edge and, where the browser reports scroll state (CSS scroll-state queries), a "more" line say that it
// scrolls. Text columns wrap instead of pushing the numbers out of view.
import styled, {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

/** The rank column's width when it stays in place beside the team (the team's offset): three digits
 * ("100": tabular figures, each narrower than half an em, in em so bold and regular cells agree) and the
 * cell's padding, which the sm breakpoint widens. */
const RANK_WIDTH = 'calc(2em + 12px)'
const RANK_WIDTH_SM = `calc(2em + 2 * ${theme.space.md})`

const stickyCell = css`
  position: sticky;
  z-index: 1;
  background: ${theme.colors.surface};
`

/** The edge shadow: a shade that stays at the frame's right edge (scroll), covered when the table is
 * scrolled to its end by a white band that travels with the content (local). */
const scrollShadow = css`
  background:
    linear-gradient(to left, ${theme.colors.surface} 40%, transparent) right / 2rem 100% no-repeat local,
    radial-gradient(farthest-side at 100% 50%, rgba(16, 35, 27, 0.28), transparent) right / 14px 100% no-repeat scroll,
    ${theme.colors.surface};
`

export const Scroller = styled.div<{$sticky: 1 | 2}>`
  container-type: scroll-state;
  overflow-x: auto;
  /* The containing block of what a cell positions (visually hidden text), so it scrolls with the table
     instead of widening the page. */
  position: relative;
  margin: 0 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  ${scrollShadow}

  table {
    border-collapse: separate;
    border-spacing: 0;
    min-width: 100%;
    font-size: ${theme.fontSizes.small};
    font-variant-numeric: tabular-nums;
    ${media.sm} {
      font-size: ${theme.fontSizes.md};
    }
  }
  /* On a 320 px phone four columns of names and numbers fit in 286 px: narrow padding, wrapped names. */
  th,
  td {
    padding: ${theme.space.sm} 6px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.colors.border};
    white-space: nowrap;
    ${media.sm} {
      padding: ${theme.space.sm} ${theme.space.md};
    }
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  /* A long heading wraps rather than widen its column past the names under it. */
  thead th {
    color: ${theme.colors.primaryDark};
    white-space: normal;
    max-width: 5.5rem;
    ${media.sm} {
      max-width: 14rem;
    }
  }
  abbr[title] {
    text-decoration: underline dotted;
    text-underline-offset: 3px;
    cursor: help;
  }
  /* Names and results wrap (the numbers beside them stay on one line). */
  [data-wrap] {
    white-space: normal;
    min-width: 4rem;
    max-width: 5.5rem;
    ${media.sm} {
      min-width: 7.5rem;
      max-width: 14rem;
    }
  }
  [data-wrap='wide'] {
    max-width: 13rem;
    ${media.sm} {
      max-width: 20rem;
    }
  }

  /* A column a phone does without (a points table's W, L, T, NR and form). */
  ${media.belowSm} {
    [data-wide] {
      display: none;
    }
  }
  /* A side that won, in a row of scores. */
  [data-winner] {
    font-weight: 700;
  }

  tr > :first-child {
    ${stickyCell}
    left: 0;
  }
  /* The places that play the final: a gold bar along the position. */
  tr[data-final-place] > :first-child {
    box-shadow: inset 4px 0 0 ${theme.colors.accent};
  }
  ${({$sticky}) =>
    $sticky === 2 &&
    css`
      tr > :first-child {
        width: ${RANK_WIDTH};
        min-width: ${RANK_WIDTH};
        max-width: ${RANK_WIDTH};
        ${media.sm} {
          width: ${RANK_WIDTH_SM};
          min-width: ${RANK_WIDTH_SM};
          max-width: ${RANK_WIDTH_SM};
        }
      }
      tr > :nth-child(2) {
        ${stickyCell}
        left: ${RANK_WIDTH};
        ${media.sm} {
          left: ${RANK_WIDTH_SM};
        }
      }
    `}
  /* Once scrolled, the columns that stay cast a shadow over the ones passing under them. */
  @container scroll-state(scrollable: left) {
    tr > :nth-child(${({$sticky}) => $sticky}) {
      box-shadow: 6px 0 6px -4px rgba(16, 35, 27, 0.25);
    }
  }
`

/** "Scroll for more": shown only while there is more of the table to the right. */
export const ScrollCue = styled.p`
  display: none;
  position: sticky;
  left: 0;
  width: max-content;
  max-width: 100%;
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;

  @container scroll-state(scrollable: right) {
    display: block;
  }
`

/** Holds the cue and the table together, as wide as the table, so the cue can stay in view; no wider
 * than the frame while the table's wrapped names fit it (fit-content), so it scrolls only when they cannot. */
export const Track = styled.div`
  width: fit-content;
  min-width: 100%;
`

export const Legend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};

  div {
    display: flex;
    gap: ${theme.space.xs};
  }
  dt {
    font-weight: 700;
    color: ${theme.colors.ink};
  }
  dd {
    margin: 0;
  }
  /* The key names only the columns shown: a column a phone does without leaves it too. */
  ${media.belowSm} {
    [data-wide] {
      display: none;
    }
  }
`
