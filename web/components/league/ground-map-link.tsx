// The "Map" link of a match's ground: out to the map the ground's document gives (https only,
// league/grounds.ts), in a new tab as the site's other outside links; nothing without one. Its full
// name is an aria-label that starts with the visible word (no hidden text: inside a table's scroller an
// absolutely placed span would widen the page).
import {groundMapUrl} from '../../../league'

type Ground = {name?: string | null; mapUrl?: string | null} | null | undefined

/** `before` goes in front of the link (a separator), only when there is a link. */
export function GroundMapLink({ground, before = ''}: {ground: Ground; before?: string}) {
  const href = groundMapUrl(ground?.mapUrl)
  if (!href) return null
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Map of ${ground?.name || 'the ground'} (opens in a new tab)`} data-map-link="">
        Map
      </a>
    </>
  )
}
