// /profile's static demo profile: what a player's page will look like once accounts exist, clearly
// marked as a demo, with a way to the match schedule and a Logout that only explains itself.
import styled from 'styled-components'
import {ButtonLink} from '@/components/ui/button'
import {labelCaps, media, theme} from '@/theme/theme'
import {LogoutButton} from './logout-button'

export type DemoProfileData = {
  name: string
  society: string
  team: string
  role: string
  batting: string
  bowling: string
  season: string
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

export function DemoProfile({profile}: {profile: DemoProfileData}) {
  const details: [string, string][] = [
    ['Society', profile.society],
    ['Team', profile.team],
    ['Batting', profile.batting],
    ['Bowling', profile.bowling],
  ]
  return (
    <Card aria-labelledby="profile-name">
      <DemoNote>Demo profile: sample details, not a real account</DemoNote>
      <Header>
        <Avatar aria-hidden="true">{initials(profile.name)}</Avatar>
        <div>
          <h2 id="profile-name">{profile.name}</h2>
          <p>
            {profile.role} · Season {profile.season}
          </p>
        </div>
      </Header>
      <Details>
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
      <Actions>
        <ButtonLink href="/matches/schedules">View match schedules</ButtonLink>
        <LogoutButton />
        <ActionNote>Logout here is part of the demo: there is no session to end.</ActionNote>
      </Actions>
    </Card>
  )
}

const Card = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
`

const DemoNote = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.lg};
  background: ${theme.gradients.gold};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`

const Header = styled.div`
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

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.gradients.hero};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.xl};
  font-weight: 800;
  border: 3px solid ${theme.colors.accent};
`

const Details = styled.dl`
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  padding: 0 ${theme.space.lg} ${theme.space.lg};
`

const ActionNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.xs};
`
