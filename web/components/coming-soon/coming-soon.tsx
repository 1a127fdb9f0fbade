// The one "Coming Soon" section the placeholder pages share (points, top bids, results, players,
// contests): a friendly card that says what is coming, with one way on to what already exists (the
// key dates, a button) and a quieter link home. Styles: coming-soon.styles.ts.
import type {ReactNode} from 'react'
import {ButtonLink} from '@/components/ui/button'
import {Badge, Card, HomeLink, Message, WaysOn} from './coming-soon.styles'

type Props = {
  /** The heading of the card, e.g. "The points table is on its way". */
  heading: string
  message: ReactNode
  /** Extra content under the message (a list of planned contests, a disabled button…). */
  children?: ReactNode
  /** The "Coming Soon" pill; a page whose own content already says so (a disabled Coming Soon
   * button) leaves it out rather than say it twice. */
  badge?: boolean
}

export function ComingSoon({heading, message, children, badge = true}: Props) {
  return (
    <Card aria-labelledby="coming-soon-heading">
      {badge ? <Badge>Coming Soon</Badge> : null}
      <h2 id="coming-soon-heading">{heading}</h2>
      <Message>{message}</Message>
      {children}
      <WaysOn>
        <ButtonLink href="/matches/schedules">See the key dates</ButtonLink>
        {/* A plain link beside the one button: the secondary way on, not a second call to action. */}
        <HomeLink href="/">Back to Home</HomeLink>
      </WaysOn>
    </Card>
  )
}
