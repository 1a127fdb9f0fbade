// The line under the scoreboard that says where the balls are: kept on the phone while offline, on their
// way, or all saved; a write the Content Lake refused, in its own words; and, when another phone holds the
// match, who is scoring it and the one button that takes it over on purpose.
import {Key} from '../scorer.styles'
import type {ScorerLock} from './commit'
import {Notice, State} from './save-state.styles'
import type {SaveStatus} from './use-scorer-writes'

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

export function saveStateText({online, waitingBalls, waitingChanges}: SaveStatus): string {
  const waiting = [waitingBalls ? count(waitingBalls, 'ball') : '', waitingChanges ? count(waitingChanges, 'change') : ''].filter(Boolean).join(' and ')
  if (!online) return waiting ? `Offline — ${waiting} waiting` : 'Offline — balls scored now are kept on this phone'
  return waiting ? `Saving — ${waiting} waiting` : 'All balls saved'
}

export function SaveState({status}: {status: SaveStatus}) {
  const text = saveStateText(status)
  return (
    <>
      <State role="status" data-testid="save-state" data-state={!status.online ? 'offline' : text === 'All balls saved' ? 'saved' : 'saving'}>
        {text}
      </State>
      {status.failed.map((message, i) => (
        <Notice key={i} role="alert">
          Not saved: {message}
        </Notice>
      ))}
    </>
  )
}

const since = (at: string | undefined) => (at ? ` since ${new Date(at).toLocaleTimeString('en-GB', {hour: '2-digit', minute: '2-digit'})}` : '')

export function ScoredElsewhere({lock, onTakeOver}: {lock: ScorerLock; onTakeOver: () => void}) {
  return (
    <Notice role="status" data-testid="scored-elsewhere">
      This match is being scored on {lock.name}
      {since(lock.at)}. Score it here only if that phone has stopped: its balls not yet saved will then not be.
      <Key type="button" $tone="go" onClick={onTakeOver}>
        Score on this phone instead
      </Key>
    </Notice>
  )
}
