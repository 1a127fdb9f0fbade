// The card grid's columns (card-grid.tsx) and the plain card, by class name: part of the site
// stylesheet (components/layout/site-stylesheet.ts). A grid with `data-columns="n"` shows n columns
// from desktop width and at most two on small screens.
import {css} from 'styled-components'
import {media, theme} from '@/theme/theme'

/** The column counts a grid can ask for (each has its rule below). */
export const CARD_GRID_COLUMNS = [1, 2, 3, 4] as const
export type CardGridColumns = (typeof CARD_GRID_COLUMNS)[number]

const columnRules = CARD_GRID_COLUMNS.map(
  (columns) => css`
    ${media.sm} {
      .card-grid[data-columns='${columns}'] {
        grid-template-columns: repeat(${Math.min(columns, 2)}, minmax(0, 1fr));
      }
    }
    ${media.md} {
      .card-grid[data-columns='${columns}'] {
        grid-template-columns: repeat(${columns}, minmax(0, 1fr));
      }
    }
  `,
)

export const cardGridStyles = css`
  .card-grid {
    display: grid;
    gap: ${theme.space.lg};
    grid-template-columns: minmax(0, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${columnRules}

  .card {
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.card};
    padding: ${theme.space.lg};

    h2,
    h3 {
      font-size: ${theme.fontSizes.lg};
      margin: 0 0 ${theme.space.xs};
    }
    p {
      margin: 0;
      color: ${theme.colors.inkMuted};
    }
  }
`
