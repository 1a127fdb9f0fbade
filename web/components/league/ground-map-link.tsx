// The "Map" link of a match's ground: out to the map the ground's document gives (https only,
// lib/league/grounds.ts), in a new tab as the site's other outside links; nothing without one.
import {VisuallyHidden} from '@/components/ui/visually-hidden'
import {groundMapUrl} from '@/lib/league'

type Ground = {name?: string | null; mapUrl?: string | null} | null | undefined

/** `before` goes in front of the link (a separator), only when there is a link. */
export function GroundMapLink({ground, before = ''}: {ground: Ground; before?: string}) {
  const href = groundMapUrl(ground?.mapUrl)
  if (!href) return null
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener noreferrer" data-map-link="">
        Map<VisuallyHidden> of {ground?.name || 'the ground'} (opens in a new tab)</VisuallyHidden>
      </a>
    </>
  )
}
