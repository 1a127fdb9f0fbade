// A wicket in as few taps as the dismissal allows: bowled or lbw is two taps (Wicket, then how); a catch or
// a stumping adds the fielder; a run out asks who is out and who threw, with the runs completed beside.
import {useState} from 'react'
import {WICKET_KINDS, type WicketKind} from '../../web/lib/league/scorecard/types'
import type {ScorerPlayer} from './match-query'
import {PlayerGrid} from './player-grid'
import {Hint, Key, Keys} from './scorer.styles'

export type WicketTap = {kind: WicketKind; playerOut: string; fielders: string[]; runs: number}

const FIRST_KINDS: WicketKind[] = ['bowled', 'caught', 'lbw', 'run out', 'stumped', 'caught and bowled', 'hit wicket']
const OTHER_KINDS = WICKET_KINDS.filter((kind) => !FIRST_KINDS.includes(kind))
const titleOf = (kind: WicketKind) => (kind === 'lbw' ? 'LBW' : kind[0]!.toUpperCase() + kind.slice(1))

type Props = {
  kindsWithFielder: ReadonlySet<WicketKind>
  /** Dismissals where either batter may be the one out (a run out); otherwise the striker is. */
  kindsEitherBatter: ReadonlySet<WicketKind>
  striker: ScorerPlayer
  nonStriker: ScorerPlayer
  fielders: ScorerPlayer[]
  onDone: (wicket: WicketTap) => void
  onCancel: () => void
}

export function WicketFlow({kindsWithFielder, kindsEitherBatter, striker, nonStriker, fielders, onDone, onCancel}: Props) {
  const [kind, setKind] = useState<WicketKind>()
  const [more, setMore] = useState(false)
  const [playerOut, setPlayerOut] = useState<string>()
  const [runs, setRuns] = useState(0)
  const cancel = (
    <Key type="button" $tone="plain" onClick={onCancel}>
      Cancel: not out
    </Key>
  )

  const finish = (chosen: WicketKind, out: string, fielder?: string) => onDone({kind: chosen, playerOut: out, fielders: fielder ? [fielder] : [], runs})
  const choose = (chosen: WicketKind) => {
    setKind(chosen)
    if (!kindsEitherBatter.has(chosen) && !kindsWithFielder.has(chosen)) finish(chosen, striker._id)
  }

  if (!kind) {
    const kinds = more ? OTHER_KINDS : FIRST_KINDS
    return (
      <>
        <h3>How out?</h3>
        <Keys $columns={2} role="group" aria-label="How out?">
          {kinds.map((k) => (
            <Key key={k} type="button" $tone="wicket" onClick={() => choose(k)}>
              {titleOf(k)}
            </Key>
          ))}
          <Key type="button" $tone="plain" onClick={() => setMore(!more)}>
            {more ? 'Back to the usual' : 'Other dismissals…'}
          </Key>
        </Keys>
        {cancel}
      </>
    )
  }

  const eitherBatter = kindsEitherBatter.has(kind)
  if (eitherBatter && !playerOut) {
    return (
      <>
        <h3>{titleOf(kind)}: who is out?</h3>
        <Keys $columns={2} role="group" aria-label="Who is out?">
          {[striker, nonStriker].map((p, i) => (
            <Key key={p._id} type="button" $tone="wicket" onClick={() => (kindsWithFielder.has(kind) ? setPlayerOut(p._id) : finish(kind, p._id))}>
              {p.name}
              <small>{i === 0 ? 'on strike' : 'non-striker'}</small>
            </Key>
          ))}
        </Keys>
        {kind === 'run out' ? (
          <>
            <Hint>Runs completed before the run out:</Hint>
            <Keys $columns={4} role="group" aria-label="Runs completed">
              {[0, 1, 2, 3].map((r) => (
                <Key key={r} type="button" $tone="run" aria-pressed={runs === r} aria-label={`${r} completed`} onClick={() => setRuns(r)}>
                  {r}
                </Key>
              ))}
            </Keys>
          </>
        ) : null}
        {cancel}
      </>
    )
  }

  const out = playerOut ?? striker._id
  return (
    <>
      <PlayerGrid
        question={kind === 'run out' ? 'Run out: who threw or broke the wicket?' : `${titleOf(kind)}: by which fielder?`}
        players={fielders}
        onPick={(fielder) => finish(kind, out, fielder)}
        extra={kind === 'run out' ? {label: 'No fielder named', onPick: () => finish(kind, out)} : undefined}
      />
      {cancel}
    </>
  )
}
