// One team note in full (/news/{slug}; the page's title names the team): the team's colour band and
// crest, the captain's quote, a way back to /news and links to the other teams' notes.
import Link from 'next/link'
import styled from 'styled-components'
import {ShareButton} from '@/components/share/share-button'
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNoteQueryResult, TeamNotesQueryResult} from '@/lib/content'
import {newsHeadline} from '@/lib/seo/json-ld'
import {media, theme} from '@/theme/theme'
import {MoreNews} from './more-news'
import {teamGradient} from './team-gradient'

type Props = {note: NonNullable<TeamNoteQueryResult>; others: TeamNotesQueryResult}

export function NewsArticle({note, others}: Props) {
  const team = note.team
  return (
    <Layout>
      <BackLink href="/news">
        <span aria-hidden="true">←</span> Back to News
      </BackLink>
      <Article>
        <Band style={{background: teamGradient(note.colours)}}>
          <Crest>
            <CmsImage image={note.logo} width={120} height={120} decorative loading="eager" fetchPriority="high" />
          </Crest>
        </Band>
        <Body>
          {note.quote ? (
            <Figure>
              <blockquote>
                <p>{note.quote}</p>
              </blockquote>
              {note.captain ? (
                <figcaption>
                  — {note.captain}, <span>Captain, {team}</span>
                </figcaption>
              ) : null}
            </Figure>
          ) : (
            <p>The captain&apos;s note is on its way.</p>
          )}
          <ShareButton title={newsHeadline(note)} text={note.quote ?? undefined} />
        </Body>
      </Article>
      <MoreNews notes={others} />
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
    column-gap: ${theme.space.xl};
  }
`

const BackLink = styled(Link)`
  grid-column: 1 / -1;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const Article = styled.article`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`

const Band = styled.div`
  position: relative;
  height: 120px;
  ${media.md} {
    height: 160px;
  }
`

const Crest = styled.div`
  position: absolute;
  left: ${theme.space.lg};
  bottom: -56px;
  padding: 6px;
  border-radius: 50%;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  ${media.md} {
    left: ${theme.space.xl};
  }

  img {
    width: 112px;
    height: 112px;
    border-radius: 50%;
  }
`

const Body = styled.div`
  padding: calc(56px + ${theme.space.lg}) ${theme.space.lg} ${theme.space.xl};
  ${media.md} {
    padding-left: ${theme.space.xl};
    padding-right: ${theme.space.xl};
  }
`

const Figure = styled.figure`
  margin: 0;

  blockquote {
    position: relative;
    margin: 0;
    padding-left: ${theme.space.lg};
    border-left: 6px solid ${theme.colors.accent};
    font-size: ${theme.fontSizes.lg};
    font-style: italic;
    line-height: 1.5;
    ${media.md} {
      font-size: ${theme.fontSizes.xl};
    }
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    margin-top: ${theme.space.md};
    padding-left: ${theme.space.lg};
    font-weight: 700;
  }
  figcaption span {
    font-weight: 400;
    color: ${theme.colors.inkMuted};
  }
`
