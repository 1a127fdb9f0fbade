// The match form's own boxes: the confirmation before a status change clears the scores, and the result
// line said from the scores. On the Studio's card colours (light or dark), with the league's danger red.
import styled from 'styled-components'
import {tokens} from '../../league/design/tokens'

export const ConfirmBox = styled.div`
  margin-top: ${tokens.space.sm};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  border-left: 6px solid ${tokens.colors.danger};
  background: var(--card-badge-critical-bg-color, #fde7e9);
  color: var(--card-fg-color);

  p {
    margin: ${tokens.space.xs} 0 ${tokens.space.sm};
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
  }

  button {
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border: 1px solid var(--card-border-color);
    border-radius: ${tokens.radii.pill};
    background: var(--card-bg-color);
    color: var(--card-fg-color);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    &:first-child {
      border-color: ${tokens.colors.danger};
      background: ${tokens.colors.danger};
      color: #fff;
    }
    &:focus-visible {
      outline: 3px solid var(--card-focus-ring-color);
      outline-offset: 2px;
    }
  }
`

/** The result line the form works out from the scores, as a fan will read it. */
export const ResultBox = styled.div`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.md};
  border-left: 6px solid ${tokens.colors.primary};
  background: var(--card-muted-bg-color, transparent);
  color: var(--card-fg-color);

  strong {
    font-size: ${tokens.fontSizes.md};
  }

  p {
    margin: ${tokens.space.xs} 0 0;
  }
`

/** "Write the report" in the match's banner: beside the scorecard's link, outlined so that link stays first. */
export const ReportButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${tokens.space.md};
  border: 2px solid ${tokens.colors.accent};
  border-radius: ${tokens.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focusOnDark};
    outline-offset: 2px;
  }
`

/** The banner's presses, side by side, wrapping on a phone. */
export const BannerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`
