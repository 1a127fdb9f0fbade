'use client'
// The demo profile's Logout: there is no session to end, so it only tells the visitor so. A plain
// <button>: its look comes from the actions row around it (profile.styles.ts), by its class name in
// profile-classes.ts.
import {profileClasses} from './profile-classes'

export const LOGOUT_DEMO_MESSAGE = 'This is a demo profile: there is no account to log out of yet.'

export function LogoutButton() {
  return (
    <button type="button" className={profileClasses.logout} onClick={() => window.alert(LOGOUT_DEMO_MESSAGE)}>
      Logout
    </button>
  )
}
