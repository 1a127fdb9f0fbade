// /profile's static demo profile: what a player's page will look like once accounts exist, clearly
// marked as a demo, with a way to the match schedule and a Logout that only explains itself.
// Styles: profile-styles.ts (site stylesheet).
import {ButtonLink} from '@/components/ui/button'
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
    <section className="profile-demo-card" aria-labelledby="profile-name">
      <p className="profile-demo-note">Demo profile: sample details, not a real account</p>
      <div className="profile-demo-header">
        <span className="profile-demo-avatar" aria-hidden="true">{initials(profile.name)}</span>
        <div>
          <h2 id="profile-name">{profile.name}</h2>
          <p>
            {profile.role} · Season {profile.season}
          </p>
        </div>
      </div>
      <dl className="profile-demo-details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="profile-demo-actions">
        <ButtonLink href="/matches/schedules">View match schedules</ButtonLink>
        <LogoutButton />
        <p className="profile-demo-action-note">Logout here is part of the demo: there is no session to end.</p>
      </div>
    </section>
  )
}
