// /profile's look: the static demo profile (demo-profile.tsx: its demo note, avatar and name, details
// and actions) and the signed-out panel beside it (signed-out-panel.tsx).
import styled from 'styled-components'
import {buttonLook} from '@/components/ui/button'
import {labelCaps, media, roundBadge, theme} from '@/theme/theme'
import {profileClasses} from './profile-classes'

/** The demo profile's initials avatar, px. */
const AVATAR_PX = 72

export const DemoCard = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`

export const DemoNote = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.lg};
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`

export const DemoHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

export const Avatar = styled.span`
  flex: none;
  ${roundBadge(AVATAR_PX)}
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xl};
  font-weight: 800;
  border: 3px solid ${theme.colors.accent};
`

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.lg};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    ${labelCaps}
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`

/** The actions row; Logout is a client component's own <button> (its class from profile-classes.ts), in
 * the secondary look. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  padding: 0 ${theme.space.lg} ${theme.space.lg};
  .${profileClasses.logout} {
    ${buttonLook('secondary')}
  }
`

export const ActionNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
`

export const SignedOutSection = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};
  border-left: 5px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0;
  }
  p a {
    color: ${theme.colors.primary};
    font-weight: 700;
    text-underline-offset: 3px;
  }
`
