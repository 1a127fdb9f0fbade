// /profile's static demo profile: what a player's page will look like once accounts exist, clearly
// marked as a demo, with a way to the match schedule and a Logout that only explains itself.
// Styles: profile.styles.ts.
import {ButtonLink} from '@/components/ui/button'
import {LogoutButton} from './logout-button'
import {ActionNote, Actions, Avatar, DemoCard, DemoHeader, DemoNote, Details} from './profile.styles'

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
    <DemoCard aria-labelledby="profile-name">
      <DemoNote>Demo profile: sample details, not a real account</DemoNote>
      <DemoHeader>
        <Avatar aria-hidden="true">{initials(profile.name)}</Avatar>
        <div>
          <h2 id="profile-name">{profile.name}</h2>
          <p>
            {profile.role} · Season {profile.season}
          </p>
        </div>
      </DemoHeader>
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
    </DemoCard>
  )
}
