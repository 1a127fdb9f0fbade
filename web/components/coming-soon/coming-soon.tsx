// The one "Coming Soon" section the placeholder pages share (points, top bids, results, players,
// contests): a friendly card that says what is coming, with one way on to what already exists (the
// key dates, a button) and a quieter link home.
import Link from 'next/link'
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {ButtonLink} from '@/components/ui/button'
import {goldStripe, media, theme} from '@/theme/theme'

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
      <Links>
        <ButtonLink href="/matches/schedules">See the key dates</ButtonLink>
        <HomeLink href="/">Back to Home</HomeLink>
      </Links>
    </Card>
  )
}

const Card = styled.section`
  position: relative;
  overflow: hidden;
  max-width: 52rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  text-align: center;
  ${media.md} {
    padding: ${theme.space.xxl} ${theme.space.xl};
  }

  /* A gold stripe along the top edge, clipped by the rounded corners. */
  ${goldStripe}

  /* Only the card's own heading: sections placed inside keep their own colours. */
  > h2 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
  }
`

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`

const Message = styled.p`
  margin: 0 auto ${theme.space.lg};
  max-width: 36rem;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.lg};
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin-top: ${theme.space.lg};
`

/** A plain link beside the one button: the secondary way on, not a second call to action. */
const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.primary};
  font-weight: 700;
  text-underline-offset: 3px;
`
