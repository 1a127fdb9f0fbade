// A team's colour gradient from its CMS colours, for inline styles. Only colours that pass the schema's
// rule (hex-colour.ts) are used, so a typo or stray text in the CMS can never inject CSS; anything else
// falls back to the league's gradient.
import {hexColourOr} from '../../../league/fields/hex-colour'
import {theme} from '@/theme/theme'

type Colours = {from: string | null; to: string | null} | null | undefined

export function teamGradient(colours: Colours, angle = 135): string {
  const start = hexColourOr(colours?.from, undefined)
  const end = hexColourOr(colours?.to, undefined)
  if (!start && !end) return theme.gradients.hero
  return `linear-gradient(${angle}deg, ${start ?? end} 0%, ${end ?? start} 100%)`
}
