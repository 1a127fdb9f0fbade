// One question, one tap: a grid of a squad's names (who is on strike, who bowls next, who took the catch).
// Players the rules will not take stay in the grid with the reason beside their name; tapping one anyway
// shows the engine's sentence, so a volunteer learns why instead of hunting for a greyed-out button.
import {useId} from 'react'
import type {ScorerPlayer} from './match-query'
import {Hint, Key, Keys} from './scorer.styles'

type Props = {
  question: string
  players: ScorerPlayer[]
  onPick: (playerId: string) => void
  /** A short note under a name ("out", "bowled the last over"). */
  noteOf?: (playerId: string) => string | undefined
  /** Shown under the question, e.g. what was picked so far. */
  hint?: string
  /** An extra choice after the names ("No fielder named"). */
  extra?: {label: string; onPick: () => void}
}

export function PlayerGrid({question, players, onPick, noteOf, hint, extra}: Props) {
  const id = useId()
  return (
    <>
      <h3>{question}</h3>
      {hint ? <Hint>{hint}</Hint> : null}
      <Keys $columns={2} role="group" aria-label={question}>
        {players.map(({_id, name}) => {
          const note = noteOf?.(_id)
          const label = name ?? 'Unnamed player'
          // The name is the button's name; the note is its description, read after it.
          return (
            <Key key={_id} type="button" $tone="plain" aria-label={label} aria-describedby={note ? `${id}-${_id}` : undefined} onClick={() => onPick(_id)}>
              {label}
              {note ? <small id={`${id}-${_id}`}>{note}</small> : null}
            </Key>
          )
        })}
        {extra ? (
          <Key type="button" $tone="plain" onClick={extra.onPick}>
            {extra.label}
          </Key>
        ) : null}
      </Keys>
      {players.length === 0 ? <Hint>No players in this squad yet: add them under “Players by team”.</Hint> : null}
    </>
  )
}
