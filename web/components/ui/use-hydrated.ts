// Whether React has hydrated the page: false in the server HTML and while hydrating it (so the markup
// matches), true from the render after. For what only a script can make work or show.
import {useSyncExternalStore} from 'react'

const unsubscribe = () => {}
const subscribe = () => unsubscribe

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
