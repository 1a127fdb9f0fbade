// One team note as a card: the team's colour band and crest, team, captain and quote, the whole
// card linking to /news/{slug}. /news lists them; the home page's Highlights & News can reuse it.
// Put the cards in a CardGrid. Styles: news-card.styles.ts.
import {CmsImage} from '@/components/ui/cms-image'
import type {TeamNotesQueryResult} from '@/lib/content'
import {teamGradient} from './team-gradient'
import {Captain, Card, CardBand, CardBody, CardCrest, CardHeading, CardLink, CardQuote, ReadMore} from './news-card.styles'

type Note = TeamNotesQueryResult[number]

type Props = {note: Note; headingLevel?: 'h2' | 'h3' | 'h4'; eager?: boolean}

export function NewsCard({note, headingLevel: Heading = 'h2', eager = false}: Props) {
  const team = note.team
  return (
    <Card>
      <CardBand style={{background: teamGradient(note.colours)}}>
        <CardCrest>
          <CmsImage image={note.logo} width={72} height={72} decorative loading={eager ? 'eager' : 'lazy'} />
        </CardCrest>
      </CardBand>
      <CardBody>
        <CardHeading as={Heading}>
          {note.slug ? (
            <CardLink href={`/news/${note.slug}`}>{team}</CardLink>
          ) : (
            team
          )}
        </CardHeading>
        {note.captain ? <Captain>Captain {note.captain}</Captain> : null}
        {note.quote ? (
          <CardQuote>
            <p>{note.quote}</p>
          </CardQuote>
        ) : null}
        {note.slug ? (
          <ReadMore aria-hidden="true">Read the note →</ReadMore>
        ) : null}
      </CardBody>
    </Card>
  )
}
