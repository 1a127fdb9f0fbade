// Every ball of the match by over, as cricket writes it ("2.3 Sharma to Joshi: FOUR"), each one a button
// that opens it for correction. Folded under the keys, so it never pushes the score or the keys away.
import type {BallAt, BallEntry} from '../../league/scorecard/corrections'
import {BallRows, Corrections} from './scorer.styles'

export type InningsBalls = {title: string; entries: BallEntry[]}

type Props = {innings: InningsBalls[]; onPick: (at: BallAt) => void}

export function BallList({innings, onPick}: Props) {
  if (!innings.some((i) => i.entries.length)) return null
  return (
    <Corrections>
      <summary>Correct a ball</summary>
      {[...innings].reverse().map(({title, entries}) => {
        const overs = new Map<number, BallEntry[]>()
        for (const e of entries) {
          const over = Number(e.number.split('.')[0])
          overs.set(over, [...(overs.get(over) ?? []), e])
        }
        return (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            {[...overs].reverse().map(([over, balls]) => (
              <BallRows key={over} aria-label={`Over ${over + 1}`}>
                {balls.map((e) => (
                  <li key={e.index}>
                    <button type="button" onClick={() => onPick({innings: e.innings, index: e.index})}>
                      <b>{e.number}</b> {e.text}
                    </button>
                  </li>
                ))}
              </BallRows>
            ))}
          </section>
        )
      })}
    </Corrections>
  )
}
