// The one rule for a CMS colour: # and six hex digits. The Studio validates with it (colour-gradient.ts),
// and the site and its share images use it before putting a colour into CSS. No Sanity imports here, so
// the site can import it without pulling the Studio into its bundles.
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/

/** The colour when it follows the rule (trimmed), else the fallback. */
export function hexColourOr<T extends string | undefined>(value: unknown, fallback: T): string | T {
  const colour = typeof value === 'string' ? value.trim() : ''
  return HEX_COLOUR.test(colour) ? colour : fallback
}
