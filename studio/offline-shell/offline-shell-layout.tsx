// The Studio's layout with its service worker registered the moment the Studio has signed in (the
// earliest a Studio component renders), so a reload with no network finds the Studio and its reads.
import {useEffect} from 'react'
import {type LayoutProps, useClient} from 'sanity'
import {STUDIO_API_VERSION} from '../scorer/match-query'
import {registerOfflineShell} from './offline-shell'

export function OfflineShellLayout(props: LayoutProps) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  useEffect(() => {
    const {token, withCredentials} = client.config()
    registerOfflineShell({token, withCredentials})
  }, [client])
  return props.renderDefault(props)
}
