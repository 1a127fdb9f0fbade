// One team note as a card: the team's colour band and crest, team, captain and quote, the whole
// card linking to /news/{slug}. /news lists them; the home page's Highlights & News can reuse it.
import Link from 'next/link'
import styled from 'styled-components'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNotesQueryResult} from '@/lib/content'
import {theme} from '@/theme/theme'
import {teamGradient} from './team-gradient'

type Note = TeamNotesQueryResult[number]

type Props = {note: Note; headingLevel?: 'h2' | 'h3'; eager?: boolean}

export function NewsCard({note, headingLevel = 'h2', eager = false}: Props) {
  const team = note.team
  return (
    <Card>
      <Band style={{background: teamGradient(note.colours)}}>
        <Crest>
          <CmsImage image={note.logo} width={72} height={72} decorative loading={eager ? 'eager' : 'lazy'} />
        </Crest>
      </Band>
      <Body>
        <Heading as={headingLevel}>
          {note.slug ? <CardLink href={`/news/${note.slug}`}>{team}</CardLink> : team}
        </Heading>
        {note.captain ? <Captain>Captain {note.captain}</Captain> : null}
        {note.quote ? (
          <Quote>
            <p>{note.quote}</p>
          </Quote>
        ) : null}
        {note.slug ? <More aria-hidden="true">Read the note →</More> : null}
      </Body>
    </Card>
  )
}

const Card = styled.article`
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
`

const Band = styled.div`
  position: relative;
  height: 88px;
`

const Crest = styled.div`
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
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: calc(36px + ${theme.space.md}) ${theme.space.lg} ${theme.space.lg};
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.primaryDark};
`

const CardLink = styled(Link)`
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
`

const Captain = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  padding-left: ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  font-style: italic;

  p {
    margin: 0;
  }
`

const More = styled.span`
  color: ${theme.colors.primary};
  font-weight: 700;
  font-size: ${theme.fontSizes.sm};
`
