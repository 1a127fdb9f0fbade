// One recorded ball opened for correction, in the same keys it was scored with: what happened on it (runs,
// an extra, a wicket), who faced it and who bowled it, or deleting it. The engine then records every
// later ball again and says which one, if any, could no longer have happened.
import {Fragment, useState} from 'react'
import type {BallEntry} from '../../league/scorecard/corrections'
import type {Ball} from '../../league/scorecard/scoring'
import {Keypad} from './keypad'
import type {ScorerPlayer} from './match-query'
import {PlayerGrid} from './player-grid'
import {Key, Keys} from './scorer.styles'
import {WicketFlow} from './wicket-flow'

type Props = {
  entry: BallEntry
  player: (id: string) => ScorerPlayer
  battingSquad: ScorerPlayer[]
  fieldingSquad: ScorerPlayer[]
  onBall: (ball: Ball) => void
  onDelete: () => void
  onCancel: () => void
}

export function CorrectBall({entry, player, battingSquad, fieldingSquad, onBall, onDelete, onCancel}: Props) {
  const d = entry.delivery
  const [step, setStep] = useState<'keys' | 'wicket' | 'batter' | 'bowler'>('keys')
  const [ends, setEnds] = useState({striker: d.batter, nonStriker: d.non_striker, bowler: d.bowler})
  const name = (id: string) => player(id).name ?? 'Unknown player'
  const heading = (
    <h3>
      Correct ball {entry.number}: {entry.text}
    </h3>
  )
  const cancel = (
    <Key type="button" $tone="plain" onClick={onCancel}>
      Cancel: keep it
    </Key>
  )
  if (step === 'batter' || step === 'bowler')
    return (
      <Fragment key={step}>
        {heading}
        <PlayerGrid
          question={step === 'batter' ? `Ball ${entry.number}: who faced it?` : `Ball ${entry.number}: who bowled it?`}
          players={step === 'batter' ? battingSquad : fieldingSquad}
          onPick={(id) => {
            // The batter at the other end stays in; choosing them swaps the two ends.
            if (step === 'bowler') setEnds({...ends, bowler: id})
            else setEnds({...ends, striker: id, nonStriker: id === ends.nonStriker ? ends.striker : ends.nonStriker})
            setStep('keys')
          }}
        />
        {cancel}
      </Fragment>
    )
  if (step === 'wicket')
    return (
      <Fragment key="wicket">
        {heading}
        <WicketFlow
          striker={player(ends.striker)}
          nonStriker={player(ends.nonStriker)}
          fielders={fieldingSquad}
          onDone={({wicket, runs}) => onBall({...ends, tap: {type: 'runs', runs}, wicket})}
          onCancel={() => setStep('keys')}
        />
      </Fragment>
    )
  return (
    <Fragment key="keys">
      {heading}
      <Keys $columns={2} role="group" aria-label="Who was on the ball">
        <Key type="button" $tone="plain" aria-label={`Batter: ${name(ends.striker)}. Change the batter`} onClick={() => setStep('batter')}>
          {name(ends.striker)}
          <small>faced it · change</small>
        </Key>
        <Key type="button" $tone="plain" aria-label={`Bowler: ${name(ends.bowler)}. Change the bowler`} onClick={() => setStep('bowler')}>
          {name(ends.bowler)}
          <small>bowled it · change</small>
        </Key>
      </Keys>
      <Keypad
        onTap={(tap) => onBall({...ends, tap})}
        onWicket={() => setStep('wicket')}
        more={
          <Keys $columns={2}>
            <Key type="button" $tone="wicket" onClick={onDelete}>
              Delete this ball
            </Key>
            {cancel}
          </Keys>
        }
      />
    </Fragment>
  )
}
