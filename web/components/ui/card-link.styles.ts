// A card whose whole area is its title link's target (news cards, post cards). The link's ::after
// covers the card; keyboard focus rings the card itself, outside its border, since a ring on the link
// or its ::after would be clipped by the card's rounded `overflow: hidden`.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

/** On the card (position: relative): the ring while its link has keyboard focus. */
export const cardFocusRing = css`
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
