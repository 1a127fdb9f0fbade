// The live islands' look, on the server-rendered frames around them (the islands render plain elements,
// with the class names in live-classes.ts).
import styled from 'styled-components'
import {media, theme} from '@/theme/theme'
import {liveClasses} from './live-classes'

/** "Live now": one row per match being played, the red LIVE chip, the match, its score line. */
export const LiveNowFrame = styled.div`
  &:empty {
    display: none;
  }
  margin-block-end: ${theme.space.lg};

  .${liveClasses.list} {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .${liveClasses.row} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    border-inline-start: 4px solid ${theme.colors.live};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surfaceAlt};
  }

  .${liveClasses.chip} {
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.live};
    color: ${theme.colors.onPrimary};
    font-size: ${theme.fontSizes.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }

  .${liveClasses.match} {
    color: ${theme.colors.primary};
    font-weight: 700;
  }

  .${liveClasses.score} {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    ${media.belowSm} {
      flex-basis: 100%;
    }
  }
`
