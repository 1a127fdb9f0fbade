// The class names by which the share row (share-button.tsx) styles the plain elements of its client
// component (share-button-client.tsx): both import them from here.
export const shareClasses = {
  /** Share and the WhatsApp link: the secondary button look. */
  action: 'share-action',
  /** The confirmation after the buttons. */
  status: 'share-status',
} as const
