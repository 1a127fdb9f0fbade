// The class names by which the navigation's styles (site-nav.styles.ts) reach its client leaves
// (nav-links.tsx): a top-level entry (link or group summary), a link in a group's panel, and a group's
// +/−/caret sign. The current page and section carry data-active. The list styles its groups and their
// panels by class name too (site-nav.tsx), so their styles are written once, not once per group.
export const navClasses = {
  /** A dropdown group's <li>. */
  group: 'nav-group',
  /** A group's links: a <ul>. */
  panel: 'nav-panel',
  /** A top-level link or a group's <summary>. */
  entry: 'nav-entry',
  /** A link in a group's panel. */
  panelLink: 'nav-panel-link',
  /** The sign at the end of a group's summary. */
  sign: 'nav-sign',
} as const
