'use client'
// The matches being played now, each with its score line, on the pages that list matches (the home
// page's season hub, results, points table). The server renders the ones live at that moment; each
// change that moves a score updates the lines, and adds or drops a match as it starts or ends; a match
// never shows a version older than the server's.
import {Link} from '@/components/ui/link'
import {liveText, newestScores, type LiveMatch} from '@/lib/live/scores'
import {liveClasses} from './live-classes'
import {useLiveScores} from './use-live'

export function LiveNow({initial}: {initial: LiveMatch[]}) {
  const scores = useLiveScores()
  const live = scores ? newestScores({matches: initial}, scores).matches.filter((m) => m.status === 'live') : initial
  if (live.length === 0) return null
  return (
    <ul aria-label="Live now" className={liveClasses.list}>
      {live.map((match) => (
        <li key={match.id} data-live-match={match.id} className={liveClasses.row}>
          <strong className={liveClasses.chip}>Live</strong>
          {match.href ? (
            <Link href={match.href} className={liveClasses.match}>
              {match.title}
            </Link>
          ) : (
            <span>{match.title}</span>
          )}
          <span data-live-score={match.id} className={liveClasses.score}>{liveText(match)}</span>
        </li>
      ))}
    </ul>
  )
}
