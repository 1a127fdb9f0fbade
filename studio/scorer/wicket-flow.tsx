// A wicket in as few taps as the dismissal allows: bowled or lbw is two taps (Wicket, then how); a catch or
// a stumping adds the fielder; a run out asks who is out and who threw, with the runs completed beside it;
// the rare dismissals ask who is out. The engine then says whether cricket allows it.
import {Fragment, useState} from 'react'
import type {WicketTap} from '../../league/scorecard/scoring'
import {WICKET_KINDS, type WicketKind} from '../../league/scorecard/types'
import type {ScorerPlayer} from './match-query'
import {PlayerGrid} from './player-grid'
import {Hint, Key, Keys} from './scorer.styles'

/** The wicket and the runs completed on the same ball (only a run out takes any). */
export type WicketBall = {wicket: WicketTap; runs: number}

/** The dismissals a volunteer meets every match, first; each needs at most a fielder besides. */
const USUAL: WicketKind[] = ['bowled', 'caught', 'lbw', 'run out', 'stumped', 'caught and bowled', 'hit wicket']
/** The rest, but retirements: a batter retires between balls (the keys under the pad), not on one. */
const RARE = WICKET_KINDS.filter((kind) => !USUAL.includes(kind) && !kind.startsWith('retired'))
/** The usual dismissals the scorer names a fielder for: the catcher, the keeper, the thrower. */
const WITH_FIELDER: ReadonlySet<WicketKind> = new Set(['caught', 'stumped', 'run out'])
/** Dismissals where the scorer says which batter is out (otherwise it is the striker). */
const ASK_WHO = new Set<WicketKind>(['run out', ...RARE])

const titleOf = (kind: WicketKind) => (kind === 'lbw' ? 'LBW' : kind[0]!.toUpperCase() + kind.slice(1))

type Props = {
  striker: ScorerPlayer
  nonStriker: ScorerPlayer
  fielders: ScorerPlayer[]
  onDone: (ball: WicketBall) => void
  onCancel: () => void
}

export function WicketFlow({striker, nonStriker, fielders, onDone, onCancel}: Props) {
  const [kind, setKind] = useState<WicketKind>()
  const [rare, setRare] = useState(false)
  const [playerOut, setPlayerOut] = useState<string>()
  const [runs, setRuns] = useState(0)
  const cancel = (
    <Key type="button" $tone="plain" onClick={onCancel}>
      Cancel: not out
    </Key>
  )
  const finish = (chosen: WicketKind, out: string | undefined, fielder?: string) =>
    onDone({wicket: {kind: chosen, ...(out ? {player_out: out} : {}), ...(fielder ? {fielders: [fielder]} : {})}, runs})

  if (!kind) {
    const choose = (chosen: WicketKind) => (ASK_WHO.has(chosen) || WITH_FIELDER.has(chosen) ? setKind(chosen) : finish(chosen, undefined))
    return (
      <Fragment key={rare ? 'rare' : 'usual'}>
        <h3>How out?</h3>
        <Keys $columns={2} role="group" aria-label="How out?">
          {(rare ? RARE : USUAL).map((k) => (
            <Key key={k} type="button" $tone="wicket" onClick={() => choose(k)}>
              {titleOf(k)}
            </Key>
          ))}
          <Key type="button" $tone="plain" onClick={() => setRare(!rare)}>
            {rare ? 'The usual ways' : 'Other ways out…'}
          </Key>
        </Keys>
        {cancel}
      </Fragment>
    )
  }

  if (ASK_WHO.has(kind) && !playerOut) {
    const out = (id: string) => (WITH_FIELDER.has(kind) ? setPlayerOut(id) : finish(kind, id))
    return (
      <Fragment key="who">
        <h3>{titleOf(kind)}: who is out?</h3>
        <Keys $columns={2} role="group" aria-label="Who is out?">
          {[striker, nonStriker].map((p, i) => (
            <Key key={p._id} type="button" $tone="wicket" onClick={() => out(p._id)}>
              {p.name}
              <small>{i === 0 ? 'on strike' : 'non-striker'}</small>
            </Key>
          ))}
        </Keys>
        {kind === 'run out' ? (
          <>
            <Hint>Runs completed before the run out:</Hint>
            <Keys $columns={4} role="group" aria-label="Runs completed before the run out">
              {[0, 1, 2, 3].map((r) => (
                <Key key={r} type="button" $tone="run" aria-pressed={runs === r} aria-label={`${r} completed`} onClick={() => setRuns(r)}>
                  {r}
                </Key>
              ))}
            </Keys>
          </>
        ) : null}
        {cancel}
      </Fragment>
    )
  }

  return (
    <Fragment key="fielder">
      <PlayerGrid
        question={kind === 'run out' ? 'Run out: who threw or broke the wicket?' : `${titleOf(kind)}: by which fielder?`}
        players={fielders}
        onPick={(fielder) => finish(kind, playerOut, fielder)}
        extra={kind === 'run out' ? {label: 'No fielder named', onPick: () => finish(kind, playerOut)} : undefined}
      />
      {cancel}
    </Fragment>
  )
}
