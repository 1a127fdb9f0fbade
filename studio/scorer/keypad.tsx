// The scoring keys: a run is one tap; an extra is two (the extra, then the runs that came with it); a wicket
// opens its own questions. Every key has a spoken name ("Four runs", "Wide") and a visible focus ring.
import {Fragment, useState, type ReactNode} from 'react'
import type {Tap} from '../../league/scorecard/scoring'
import {Hint, Key, Keys} from './scorer.styles'

type Extra = Exclude<Tap['type'], 'runs'>

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six']
const runsName = (runs: number) => (runs === 0 ? 'No run' : `${NUMBER_WORDS[runs]} run${runs === 1 ? '' : 's'}`)

const EXTRAS: Record<Extra, {label: string; question: string; runs: number[]; name: (runs: number) => string; text: (runs: number) => string}> = {
  wide: {
    label: 'Wide',
    question: 'Wide: did they run as well?',
    runs: [0, 1, 2, 3, 4],
    name: (runs) => (runs ? `Wide and ${runs} more` : 'Wide, nothing else'),
    text: (runs) => (runs ? `Wd +${runs}` : 'Wd'),
  },
  noball: {
    label: 'No-ball',
    question: 'No-ball: and its runs?',
    runs: [0, 1, 2, 3, 4, 6],
    name: (runs) => `No-ball, ${runsName(runs).toLowerCase()} off the bat`,
    text: (runs) => (runs ? `Nb +${runs}` : 'Nb'),
  },
  bye: {label: 'Bye', question: 'Byes: how many?', runs: [1, 2, 3, 4], name: (runs) => `${runs} bye${runs === 1 ? '' : 's'}`, text: (runs) => `${runs}b`},
  legbye: {label: 'Leg-bye', question: 'Leg-byes: how many?', runs: [1, 2, 3, 4], name: (runs) => `${runs} leg-bye${runs === 1 ? '' : 's'}`, text: (runs) => `${runs}lb`},
}

/** What else a no-ball's runs can be besides runs off the bat (Law 21.6: byes and leg-byes count as such). */
type NoBallRuns = 'bat' | 'byes' | 'legbyes'
const NO_BALL_RUNS: Record<NoBallRuns, {label: string; runs: number[]; name: (runs: number) => string; text: (runs: number) => string}> = {
  bat: {label: 'Off the bat', runs: EXTRAS.noball.runs, name: EXTRAS.noball.name, text: EXTRAS.noball.text},
  byes: {label: 'Byes', runs: [1, 2, 3, 4], name: (runs) => `No-ball and ${runs} bye${runs === 1 ? '' : 's'}`, text: (runs) => `Nb +${runs}b`},
  legbyes: {label: 'Leg-byes', runs: [1, 2, 3, 4], name: (runs) => `No-ball and ${runs} leg-bye${runs === 1 ? '' : 's'}`, text: (runs) => `Nb +${runs}lb`},
}
const noBallTap = (kind: NoBallRuns, runs: number): Tap => (kind === 'bat' ? {type: 'noball', runs} : {type: 'noball', [kind]: runs})

type Props = {
  onTap: (tap: Tap) => void
  onWicket: () => void
  /** The undo key; a correction has none. */
  onUndo?: () => void
  /** Keys under the pad (penalty runs, a retirement; a correction's delete and cancel). */
  more?: ReactNode
}

export function Keypad({onTap, onWicket, onUndo, more}: Props) {
  const [extra, setExtra] = useState<Extra>()
  const [noBallRuns, setNoBallRuns] = useState<NoBallRuns>('bat')
  if (extra) {
    const {question, runs, name, text} = extra === 'noball' ? {...EXTRAS.noball, ...NO_BALL_RUNS[noBallRuns]} : EXTRAS[extra]
    return (
      <Fragment key={extra}>
        <h3>{question}</h3>
        {extra === 'noball' ? (
          <Keys $columns={3} role="group" aria-label="The no-ball's runs came">
            {(Object.keys(NO_BALL_RUNS) as NoBallRuns[]).map((kind) => (
              <Key key={kind} type="button" $tone="plain" aria-pressed={noBallRuns === kind} onClick={() => setNoBallRuns(kind)}>
                {NO_BALL_RUNS[kind].label}
              </Key>
            ))}
          </Keys>
        ) : null}
        <Keys $columns={runs.length > 4 ? 3 : 2} role="group" aria-label={question}>
          {runs.map((r) => (
            <Key
              key={r}
              type="button"
              $tone="extra"
              $big
              aria-label={name(r)}
              onClick={() => {
                setExtra(undefined)
                setNoBallRuns('bat')
                onTap(extra === 'noball' ? noBallTap(noBallRuns, r) : {type: extra, runs: r})
              }}
            >
              {text(r)}
            </Key>
          ))}
        </Keys>
        <Key
          type="button"
          $tone="plain"
          onClick={() => {
            setExtra(undefined)
            setNoBallRuns('bat')
          }}
        >
          Cancel
        </Key>
      </Fragment>
    )
  }
  return (
    <Fragment key="keys">
      <Keys $columns={4} role="group" aria-label="Extras">
        {(Object.keys(EXTRAS) as Extra[]).map((kind) => (
          <Key key={kind} type="button" $tone="extra" onClick={() => setExtra(kind)}>
            {EXTRAS[kind].label}
          </Key>
        ))}
      </Keys>
      <Keys $columns={3} role="group" aria-label="Runs off the bat">
        {[0, 1, 2, 3, 4, 6].map((runs) => (
          <Key key={runs} type="button" $tone={runs >= 4 ? 'boundary' : 'run'} $big aria-label={runsName(runs)} onClick={() => onTap({type: 'runs', runs})}>
            {runs}
          </Key>
        ))}
      </Keys>
      <Keys $columns={3}>
        <Key type="button" $tone="wicket" $big $wide onClick={onWicket}>
          Wicket
        </Key>
        {onUndo ? (
          <Key type="button" $tone="plain" aria-label="Undo the last ball" onClick={onUndo}>
            ↶ Undo
          </Key>
        ) : null}
      </Keys>
      {more}
      <Hint>A run is one tap; an extra is two.</Hint>
    </Fragment>
  )
}
