'use client'
// The demo profile's Logout: there is no session to end, so it only tells the visitor so.
import {Button} from '@/components/ui/button'

export const LOGOUT_DEMO_MESSAGE = 'This is a demo profile: there is no account to log out of yet.'

export function LogoutButton() {
  return (
    <Button type="button" variant="secondary" onClick={() => window.alert(LOGOUT_DEMO_MESSAGE)}>
      Logout
    </Button>
  )
}
