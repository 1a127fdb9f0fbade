// A team's crest on its colour band, as a news card (news-card.styles.ts) and a note's page
// (news-article.styles.ts) show it: a round white frame, half over the band's lower edge.
import {css} from 'styled-components'
import {theme} from '@/theme/theme'

/** `crest` px picture in a `ring` px frame. Sized by the frame, not the picture: a frame painted before
 * its <img> is parsed must not jump when the picture arrives (self-contained.spec.ts, HTML sent slowly). */
export const crestFrame = (crest: number, ring: number, shadow: string) => css`
  position: absolute;
  left: ${theme.space.lg};
  bottom: -${crest / 2}px;
  width: calc(${crest}px + 2 * ${ring}px);
  height: calc(${crest}px + 2 * ${ring}px);
  padding: ${ring}px;
  border-radius: 50%;
  background: ${theme.colors.surface};
  box-shadow: ${shadow};

  img {
    display: block;
    width: ${crest}px;
    height: ${crest}px;
    border-radius: 50%;
  }
`
