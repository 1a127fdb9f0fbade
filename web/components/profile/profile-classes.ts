// The class name by which the profile's actions row (profile.styles.ts) styles Logout, a client
// component's plain <button> (logout-button.tsx).
export const profileClasses = {logout: 'profile-logout'} as const
