// The Coming Soon card the placeholder pages share (coming-soon.tsx: its badge, message and ways on)
// and the planned fan contests shown inside it on /join/contests (contest-list.tsx: the list and the
// disabled entry row).
import styled from 'styled-components'
import {Link} from '@/components/ui/link'
import {goldStripe, media, standaloneLink, theme} from '@/theme/theme'

export const Card = styled.section`
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

export const Badge = styled.p`
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

export const Message = styled.p`
  margin: 0 auto ${theme.space.lg};
  max-width: 36rem;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.lg};
`

export const WaysOn = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin-top: ${theme.space.lg};
`

/** A plain link beside the one button: the secondary way on, not a second call to action. */
export const HomeLink = styled(Link)`
  ${standaloneLink}
`

export const Contests = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  text-align: left;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

export const Contest = styled.li`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  border-left: 4px solid ${theme.colors.primary};

  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`

/** The disabled entry row: a quiet status, its button smaller than a call to action. */
export const EntryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
  }
  && button {
    min-height: 36px;
    padding: ${theme.space.xs} ${theme.space.md};
    font-size: ${theme.fontSizes.sm};
  }
`
