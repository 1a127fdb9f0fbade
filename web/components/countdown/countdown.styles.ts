// The countdown pill (countdown-live.tsx, a client component whose plain elements the frame around it
// styles by the class names in countdown-classes.ts, so no styled-components code reaches the browser) and the row it shares with "Add to
// calendar" (schedule-actions.tsx).
import styled from 'styled-components'
import {theme} from '@/theme/theme'
import {countdownClasses} from './countdown-classes'

export const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
`

/** Lays out nothing itself: the pill is its paragraph, "Next up" the label at its start. */
export const CountdownFrame = styled.div`
  display: contents;
  .${countdownClasses.pill} {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    padding: ${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.xs};
    min-height: 2.25rem;
    /* A pill on one line; a rounded card when a phone wraps it onto two. */
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.accent};
    color: ${theme.colors.ink};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
    box-shadow: ${theme.shadows.card};
  }
  .${countdownClasses.label} {
    flex: none;
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onPrimary};
    font-size: ${theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  /* "(date tentative)" after the date. */
  .${countdownClasses.tentative} {
    font-weight: 400;
  }
`
