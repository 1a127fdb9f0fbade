// Between balls: five penalty runs to either side, or a batter retiring (hurt, or out). Two taps each;
// the engine says where they go and refuses what cannot be.
import {Fragment, useState} from 'react'
import {PENALTY_RUNS} from '../../league/scorecard/scoring'
import type {ScorerPlayer} from './match-query'
import {Key, Keys} from './scorer.styles'

export type Aside = 'penalty' | 'retire'

type Props = {
  aside: Aside
  battingSide: string
  fieldingSide: string
  atTheCrease: ScorerPlayer[]
  onPenalty: (side: 'batting' | 'fielding') => void
  onRetire: (player: string, kind: 'retired hurt' | 'retired out') => void
  onCancel: () => void
}

export function BetweenBalls({aside, battingSide, fieldingSide, atTheCrease, onPenalty, onRetire, onCancel}: Props) {
  const [retiring, setRetiring] = useState<ScorerPlayer>()
  const cancel = (
    <Key type="button" $tone="plain" onClick={onCancel}>
      Cancel
    </Key>
  )
  if (aside === 'penalty')
    return (
      <Fragment key="penalty">
        <h3>{PENALTY_RUNS} penalty runs to which side?</h3>
        <Keys $columns={2} role="group" aria-label="Penalty runs to">
          <Key type="button" $tone="extra" onClick={() => onPenalty('batting')}>
            {battingSide}
            <small>batting</small>
          </Key>
          <Key type="button" $tone="extra" onClick={() => onPenalty('fielding')}>
            {fieldingSide}
            <small>fielding</small>
          </Key>
        </Keys>
        {cancel}
      </Fragment>
    )
  if (!retiring)
    return (
      <Fragment key="who">
        <h3>Who retires?</h3>
        <Keys $columns={2} role="group" aria-label="Who retires?">
          {atTheCrease.map((p) => (
            <Key key={p._id} type="button" $tone="plain" onClick={() => setRetiring(p)}>
              {p.name}
            </Key>
          ))}
        </Keys>
        {cancel}
      </Fragment>
    )
  return (
    <Fragment key="how">
      <h3>{retiring.name} retires:</h3>
      <Keys $columns={2} role="group" aria-label="How they retire">
        <Key type="button" $tone="plain" onClick={() => onRetire(retiring._id, 'retired hurt')}>
          Retired hurt
          <small>may bat again</small>
        </Key>
        <Key type="button" $tone="wicket" onClick={() => onRetire(retiring._id, 'retired out')}>
          Retired out
          <small>a wicket</small>
        </Key>
      </Keys>
      {cancel}
    </Fragment>
  )
}
