// The countdown pill (countdown-live.tsx) and the row it shares with "Add to calendar"
// (schedule-actions.tsx), by class name: part of the site stylesheet
// (components/layout/site-stylesheet.ts), so the client code carries no styles either.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

export const countdownStyles = css`
  .schedule-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    margin: 0 0 ${theme.space.lg};
  }
  .countdown {
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
  .countdown-label {
    flex: none;
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primaryDark};
    color: ${theme.colors.onPrimary};
    font-size: ${theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  .countdown-note {
    font-weight: 400;
  }
`
