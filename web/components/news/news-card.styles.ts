// The look of the news cards (news-card.tsx): the home page's highlights and /news. The grid that holds
// them styles every card's parts by the class names in news-card-classes.ts.
import styled from 'styled-components'
import {cardLinkTarget, linkCard} from '@/components/ui/card-link.styles'
import {CardGrid} from '@/components/ui/card-grid'
import {media, theme} from '@/theme/theme'
import {crestFrame} from './crest.styles'
import {newsCardClasses} from './news-card-classes'

/** On a phone the team's colour band is a strip down the card's left side with the crest at its top,
 * so three cards fit where one did; from the sm breakpoint, a band across the top. */
const CREST_PHONE = '48px'

/** A CardGrid of news cards. */
export const NewsCardGrid = styled(CardGrid)`
  .${newsCardClasses.card} {
    ${linkCard}
    ${media.belowSm} {
      flex-direction: row;
    }
  }

  .${newsCardClasses.band} {
    position: relative;
    height: 88px;
    ${media.belowSm} {
      flex: none;
      width: calc(${CREST_PHONE} + 2 * ${theme.space.sm} + 2 * 4px);
      height: auto;
    }
  }

  .${newsCardClasses.crest} {
    ${crestFrame(72, 4, theme.shadows.card)}
    ${media.belowSm} {
      top: ${theme.space.sm};
      left: ${theme.space.sm};
      bottom: auto;
      width: calc(${CREST_PHONE} + 2 * 4px);
      height: calc(${CREST_PHONE} + 2 * 4px);
      img {
        width: ${CREST_PHONE};
        height: ${CREST_PHONE};
      }
    }
  }

  .${newsCardClasses.body} {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: calc(36px + ${theme.space.md}) ${theme.space.lg} ${theme.space.lg};
    ${media.belowSm} {
      gap: ${theme.space.xs};
      padding: ${theme.space.md};
    }
  }

  .${newsCardClasses.heading} {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }

  .${newsCardClasses.link} {
    ${cardLinkTarget}
  }

  .${newsCardClasses.captain} {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }

  .${newsCardClasses.quote} {
    flex: 1;
    margin: 0;
    padding-left: ${theme.space.md};
    border-left: 4px solid ${theme.colors.accent};
    font-style: italic;

    p {
      margin: 0;
    }
    /* A phone's card is a teaser: three lines of the quote, the rest on the note's page. */
    ${media.belowSm} {
      p {
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 3;
        overflow: hidden;
      }
    }
  }

  /* Says the card leads on; on a phone the card's lift and its linked heading say it in less height. */
  .${newsCardClasses.readMore} {
    color: ${theme.colors.primary};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
    ${media.belowSm} {
      display: none;
    }
  }
`
