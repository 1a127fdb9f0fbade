// One team note as a card: the team's colour band and crest, team, captain and quote, the whole
// card linking to /news/{slug}. /news lists them; the home page's Highlights & News can reuse it.
// The cards come in lists: NewsCardGrid styles every card in it once, by class name, so a page does
// not carry one copy of the card's rules per card (in its HTML and again in its flight data).
import Link from 'next/link'
import styled from 'styled-components'
import {CardGrid} from '@/components/ui/card-grid'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNotesQueryResult} from '@/lib/content'
import {theme} from '@/theme/theme'
import {teamGradient} from './team-gradient'

type Note = TeamNotesQueryResult[number]

type Props = {note: Note; headingLevel?: 'h2' | 'h3'; eager?: boolean}

/** Put NewsCards in this list (it holds their styles). */
export function NewsCard({note, headingLevel: Heading = 'h2', eager = false}: Props) {
  const team = note.team
  return (
    <article className="news-card">
      <div className="news-card-band" style={{background: teamGradient(note.colours)}}>
        <div className="news-card-crest">
          <CmsImage image={note.logo} width={72} height={72} decorative loading={eager ? 'eager' : 'lazy'} />
        </div>
      </div>
      <div className="news-card-body">
        <Heading className="news-card-heading">
          {note.slug ? (
            <Link className="news-card-link" href={`/news/${note.slug}`}>
              {team}
            </Link>
          ) : (
            team
          )}
        </Heading>
        {note.captain ? <p className="news-card-captain">Captain {note.captain}</p> : null}
        {note.quote ? (
          <blockquote className="news-card-quote">
            <p>{note.quote}</p>
          </blockquote>
        ) : null}
        {note.slug ? (
          <span className="news-card-more" aria-hidden="true">
            Read the note →
          </span>
        ) : null}
      </div>
    </article>
  )
}

export const NewsCardGrid = styled(CardGrid)`
  .news-card {
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
  }
  .news-card-band {
    position: relative;
    height: 88px;
  }
  .news-card-crest {
    position: absolute;
    left: ${theme.space.lg};
    bottom: -36px;
    padding: 4px;
    border-radius: 50%;
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.card};

    img {
      width: 72px;
      height: 72px;
      border-radius: 50%;
    }
  }
  .news-card-body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: calc(36px + ${theme.space.md}) ${theme.space.lg} ${theme.space.lg};
  }
  .news-card-heading {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
  .news-card-link {
    color: inherit;
    text-decoration: none;

    /* The whole card is the link's target area. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${theme.radii.lg};
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
    &:hover {
      text-decoration: underline;
    }
  }
  .news-card-captain {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  .news-card-quote {
    flex: 1;
    margin: 0;
    padding-left: ${theme.space.md};
    border-left: 4px solid ${theme.colors.accent};
    font-style: italic;

    p {
      margin: 0;
    }
  }
  .news-card-more {
    color: ${theme.colors.primary};
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
`
