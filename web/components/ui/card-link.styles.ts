// A card whose whole area is its title link's target (news cards, post cards). The link's ::after
// covers the card; keyboard focus rings the card itself, outside its border, since a ring on the link
// or its ::after would be clipped by the card's rounded `overflow: hidden`.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

/** The card: a rounded column filling its grid cell, lifted under the pointer or focus, ringed while
 * its link has keyboard focus. */
export const linkCard = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;

  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    box-shadow: ${theme.shadows.raised};
  }
  &:has(a:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

/** On the card's title link: its target area is the whole card, and its own ring is the card's. */
export const cardLinkTarget = css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`
