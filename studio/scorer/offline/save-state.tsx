// The line under the scoreboard that says where the balls are: kept on the phone while offline, on their
// way, or all saved; a write the Content Lake refused, in its own words; and, when another phone holds the
// match, who is scoring it and the one button that takes it over on purpose.
import type {OfflineShell} from '../../offline-shell/use-offline-shell'
import {Key} from '../scorer.styles'
import type {ScorerLock} from './commit'
import {Notice, Ready, State} from './save-state.styles'
import type {SaveStatus} from './use-scorer-writes'

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

export function saveStateText({online, waitingBalls, waitingChanges}: SaveStatus): string {
  const waiting = [waitingBalls ? count(waitingBalls, 'ball') : '', waitingChanges ? count(waitingChanges, 'change') : ''].filter(Boolean).join(' and ')
  if (!online) return waiting ? `Offline — ${waiting} waiting` : 'Offline — balls scored now are kept on this phone'
  return waiting ? `Saving — ${waiting} waiting` : 'All balls saved'
}

const SHELL_TEXT: Record<OfflineShell, string> = {
  preparing: 'Getting this phone ready to score without signal…',
  ready: 'This phone can score without signal.',
  unavailable: '',
}

export function SaveState({status, shell}: {status: SaveStatus; shell: OfflineShell}) {
  const text = saveStateText(status)
  return (
    <>
      <State role="status" data-testid="save-state" data-state={!status.online ? 'offline' : text === 'All balls saved' ? 'saved' : 'saving'}>
        {text}
      </State>
      {SHELL_TEXT[shell] ? <Ready data-testid="offline-ready">{SHELL_TEXT[shell]}</Ready> : null}
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
