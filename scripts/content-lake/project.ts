// What the Studio asks about the account before it shows anything: the current user, the project, its
// datasets and the user's grants. The stand-in has one local user who may do everything.
import {LOCAL_USER_ID} from './store'

export const LOCAL_USER = {
  id: LOCAL_USER_ID,
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{name: 'administrator', title: 'Administrator'}],
  provider: 'local',
}

export function project(projectId: string, dataset: string) {
  return {
    id: projectId,
    displayName: 'Oxygen Premier League (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    metadata: {},
    members: [{id: LOCAL_USER_ID, role: 'administrator', roles: LOCAL_USER.roles, isCurrentUser: true, isRobot: false}],
    features: [],
    datasets: [{name: dataset, aclMode: 'public'}],
  }
}

/** The dataset ACL the Studio checks each document against: everything, as for Sanity's administrator role. */
export const ADMIN_ACL = [{filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update']}]

/**
 * The Studio's other questions, answered as the Content Lake does for a project without those features:
 * no paid features, no scheduled publishing, no upsells or announcements, no stored preferences, a schema
 * that needs no synchronising, and no help links (the version check, which would go to the internet).
 */
export function studioAnswer(method: string, route: string): {value: unknown} | undefined {
  if (method === 'GET' && route === 'features') return {value: []}
  // No telemetry: the consent the Studio asks for is "denied", so it sends none (and none would leave the machine).
  if (method === 'GET' && route === 'intake/telemetry-status') return {value: {status: 'denied'}}
  if (method === 'GET' && route.startsWith('journey/')) return {value: route === 'journey/announcements' ? [] : null}
  if (method === 'GET' && /^schedules\/[^/]+\/[^/]+$/.test(route)) return {value: {schedules: []}}
  if (method === 'GET' && route === 'help') return {value: {resources: [], latestVersion: null, isSupported: true, isUpToDate: true}}
  if (method === 'GET' && /^projects\/[^/]+\/user-applications$/.test(route)) return {value: []}
  if (method === 'GET' && route.startsWith('users/me/keyvalue/')) {
    return {value: route.slice('users/me/keyvalue/'.length).split(',').map((key) => ({key, value: null}))}
  }
  if (method === 'POST' && route === 'descriptors/claim') return {value: {synchronization: {type: 'complete'}}}
  if (method === 'POST' && route === 'descriptors/synchronize') return {value: {type: 'complete'}}
  return undefined
}
