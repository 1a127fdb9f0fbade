// A team's colour gradient from its CMS colours, for inline styles. Only plain hex colours pass,
// so a typo or stray text in the CMS can never inject CSS; anything else falls back to the league's.
import {theme} from '@/theme/theme'

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

type Colours = {from: string | null; to: string | null} | null | undefined

export function teamGradient(colours: Colours, angle = 135): string {
  const from = colours?.from?.trim()
  const to = colours?.to?.trim()
  const start = from && HEX.test(from) ? from : undefined
  const end = to && HEX.test(to) ? to : undefined
  if (!start && !end) return theme.gradients.hero
  return `linear-gradient(${angle}deg, ${start ?? end} 0%, ${end ?? start} 100%)`
}
