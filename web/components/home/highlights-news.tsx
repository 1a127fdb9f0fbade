// Highlights & News on the home page: the first team notes as cards in each team's colours (team,
// crest, captain's quote), each leading to /news/{slug}. The whole card is clickable through the
// heading's link, so a screen reader hears one short link name per card.
import Link from 'next/link'
import type {CSSProperties} from 'react'
import styled from 'styled-components'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNotesQueryResult} from '@/lib/content'
import {media, theme} from '@/theme/theme'
import {teamGradient} from '@/components/news/team-gradient'
import {HomeSection} from './home-section'

export function HighlightsNews({notes}: {notes: TeamNotesQueryResult}) {
  return (
    <HomeSection id="news" title="Highlights & News" more={{href: '/news', label: 'All news'}}>
      {notes.length === 0 ? (
        <p>News from the teams is on its way.</p>
      ) : (
        <Cards>
          {notes.map((note) => {
            const style = {'--note-gradient': teamGradient(note.colours)} as CSSProperties
            const team = note.team
            return (
              <Card key={note._id} style={style}>
                <Top>
                  <CmsImage image={note.logo} width={56} height={56} decorative />
                  <h3>
                    <Link href={`/news/${note.slug}`}>{team}</Link>
                  </h3>
                </Top>
                {note.quote ? (
                  <Quote>
                    <p>{note.quote}</p>
                  </Quote>
                ) : null}
                <Footer>
                  {note.captain ? (
                    <span>
                      <strong>{note.captain}</strong>, captain
                    </span>
                  ) : (
                    <span />
                  )}
                  <ReadMore aria-hidden="true">Read →</ReadMore>
                </Footer>
              </Card>
            )
          })}
        </Cards>
      )}
    </HomeSection>
  )
}

const Cards = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.onPrimary};
  /* The team's colours, darkened by half with the ink colour so white text stays readable (AA). */
  background:
    linear-gradient(
      color-mix(in srgb, ${theme.colors.ink} 50%, transparent),
      color-mix(in srgb, ${theme.colors.ink} 50%, transparent)
    ),
    var(--note-gradient, ${theme.gradients.hero});
  box-shadow: ${theme.shadows.card};
  transition:
    transform 180ms ease,
    box-shadow 180ms ease;

  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    box-shadow: ${theme.shadows.raised};
  }
  :focus-visible {
    outline-color: ${theme.colors.accent};
  }
`

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};

  img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${theme.colors.surface};
    box-shadow: 0 0 0 3px ${theme.colors.hoverOnPrimary};
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  a {
    color: inherit;
    text-decoration: none;
    /* Stretch the link over the whole card. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
`

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.5;
    &::before {
      content: '“';
    }
    &::after {
      content: '”';
    }
  }
`

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.hoverOnPrimary};
  font-size: ${theme.fontSizes.sm};
`

const ReadMore = styled.span`
  font-weight: 800;
  color: ${theme.colors.accent};
`
