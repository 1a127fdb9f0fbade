// The class names by which the login dialog's frame (login-dialog.tsx) styles the plain elements of its
// client component (login-dialog-client.tsx): both import them from here.
export const loginDialog = {
  /** The row holding "Open login" under the page's text. */
  opener: 'login-opener',
  button: 'login-button',
  dialog: 'login-dialog',
  /** The dialog's card: the gold top edge, the lock badge, title, text and Close. */
  card: 'login-card',
  badge: 'login-badge',
  title: 'login-title',
  text: 'login-text',
} as const
