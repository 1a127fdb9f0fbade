// The scorer's tool: one question or one keypad at a time, under a scoreboard. What cricket allows is the
// engine's to say (web/lib/league/scorecard/scoring.ts, through ./engine); the tool only asks, shows the
// engine's sentence when it refuses, and writes each accepted ball as one patch appending one delivery.
import {useState} from 'react'
import {insert, PatchEvent, set, setIfMissing, unset, type FormPatch} from 'sanity'
import {scoringRules} from '../../web/lib/league/season'
import type {Toss} from '../../web/lib/league/scorecard/types'
import {deliveryToValue, inningsValue, scorecardFromValue, tossValue, type ScorecardValue} from './document'
import {batterRefusal, bowlerRefusal, inningsState, recordBall, scoreLine, WICKET_KINDS_EITHER_BATTER, WICKET_KINDS_WITH_FIELDER, type Crease} from './engine'
import {Keypad, type PadTap} from './keypad'
import type {ScorerMatch, ScorerPlayer} from './match-query'
import {PlayerGrid} from './player-grid'
import {Alert, Crease as CreaseList, Key, Keys, Pad, ScoreBoard, ThisOver, Tool} from './scorer.styles'
import {WicketFlow, type WicketTap} from './wicket-flow'

type Props = {value: ScorecardValue | undefined; match: ScorerMatch; onChange: (patch: FormPatch | FormPatch[] | PatchEvent) => void; readOnly: boolean}

/** Picks made on this phone for the ball to come (openers, a new batter, the next over's bowler), kept
 * only for the moment they were made in: once a ball is written the engine knows the crease again. */
type Picks = Crease & {at: string}

export function ScorerTool({value, match, onChange, readOnly}: Props) {
  const [alert, setAlert] = useState('')
  const [tossWinner, setTossWinner] = useState<string>()
  const [wicketOpen, setWicketOpen] = useState(false)
  const [picks, setPicks] = useState<Picks>({at: ''})

  const rules = scoringRules(match.season ?? {overs: null})
  const scorecard = scorecardFromValue(value)
  const teams = [match.home, match.away].filter((t) => t !== null)
  const nameOf = (id: string | undefined) => match.players.find((p) => p._id === id)?.name ?? teams.find((t) => t._id === id)?.name ?? 'Unknown'
  const squad = (teamId: string | undefined) => match.players.filter((p) => p.team === teamId)
  const playerOf = (id: string): ScorerPlayer => match.players.find((p) => p._id === id) ?? {_id: id, name: nameOf(id), role: null, team: ''}
  const codes = Object.fromEntries(teams.map((t) => [t._id, t.name ?? '']))

  const refuse = (sentence: string) => setAlert(sentence)
  const write = (...patches: FormPatch[]) => {
    setAlert('')
    onChange(PatchEvent.from(patches))
  }

  const inningsValues = value?.innings ?? []
  const index = inningsValues.length - 1
  const current = inningsValues[index]
  const moment = `${current?._key ?? 'none'}:${current?.deliveries?.length ?? 0}`
  const picked: Crease = picks.at === moment ? picks : {}
  const pick = (patch: Crease) => setPicks({...picked, ...patch, at: moment})

  const board = (
    <ScoreBoard>
      <h2 aria-live="polite">{scorecard.innings.length ? scoreLine(scorecard, codes, rules) : `${teams.map((t) => t.name).join(' v ')}`}</h2>
    </ScoreBoard>
  )
  const withPad = (pad: React.ReactNode, above?: React.ReactNode) => (
    <Tool aria-label="Scorer">
      {board}
      {above}
      <Alert role="alert">{alert}</Alert>
      <Pad>{readOnly ? null : pad}</Pad>
    </Tool>
  )

  // The toss, which also starts the first innings: the side that bats is the toss's consequence.
  if (!scorecard.toss || !current) {
    const startWith = (toss: Toss) => {
      const battingFirst = toss.decision === 'bat' ? toss.winner : teams.find((t) => t._id !== toss.winner)?._id
      if (!battingFirst) return refuse('This match needs two teams before it can start.')
      write(set(tossValue(toss), ['toss']), setIfMissing([], ['innings']), insert([inningsValue(battingFirst)], 'after', ['innings', -1]))
      setTossWinner(undefined)
    }
    if (!tossWinner)
      return withPad(
        <>
          <h3>Who won the toss?</h3>
          <Keys $columns={2} role="group" aria-label="Who won the toss?">
            {teams.map((t) => (
              <Key key={t._id} type="button" $tone="go" onClick={() => setTossWinner(t._id)}>
                {t.name}
              </Key>
            ))}
          </Keys>
        </>,
      )
    return withPad(
      <>
        <h3>{nameOf(tossWinner)} won the toss and chose to…</h3>
        <Keys $columns={2} role="group" aria-label="Chose to">
          <Key type="button" $tone="go" $big onClick={() => startWith({winner: tossWinner, decision: 'bat'})}>
            Bat
          </Key>
          <Key type="button" $tone="go" $big onClick={() => startWith({winner: tossWinner, decision: 'field'})}>
            Field
          </Key>
        </Keys>
        <Key type="button" $tone="plain" onClick={() => setTossWinner(undefined)}>
          Back
        </Key>
      </>,
    )
  }

  const battingTeam = scorecard.innings[index]!.team
  const bowlingTeam = teams.find((t) => t._id !== battingTeam)?._id
  const batters = squad(battingTeam)
  const fielders = squad(bowlingTeam)
  const state = inningsState(scorecard, index, rules)
  const lastDelivery = current.deliveries?.at(-1)

  const undo = () => {
    setPicks({at: ''})
    setWicketOpen(false)
    if (lastDelivery) return write(unset(['innings', {_key: current._key}, 'deliveries', {_key: lastDelivery._key}]))
    // An innings with no ball yet: undo its start (and, for the first, the toss that started it).
    write(unset(['innings', {_key: current._key}]), ...(index === 0 ? [unset(['toss'])] : []))
  }
  const undoKey = (
    <Key type="button" $tone="plain" aria-label="Undo the last ball" onClick={undo}>
      Undo
    </Key>
  )

  if (state.over) {
    if (index === 0 && bowlingTeam)
      return withPad(
        <>
          <h3>End of the first innings.</h3>
          <Key type="button" $tone="go" $big onClick={() => write(insert([inningsValue(bowlingTeam)], 'after', ['innings', -1]))}>
            Start the second innings: {nameOf(bowlingTeam)} bat
          </Key>
          {undoKey}
        </>,
      )
    return withPad(
      <>
        <h3>The match is over.</h3>
        {undoKey}
      </>,
    )
  }

  const crease: Crease = {
    striker: state.crease.striker ?? picked.striker,
    nonStriker: state.crease.nonStriker ?? picked.nonStriker,
    bowler: state.newOver ? picked.bowler : (state.crease.bowler ?? picked.bowler),
  }
  const pickBatter = (end: 'striker' | 'nonStriker') => (id: string) => {
    const other = end === 'striker' ? crease.nonStriker : crease.striker
    if (id === other) return refuse(`${nameOf(id)} is already batting at the other end.`)
    const refusal = batterRefusal(scorecard, index, id)
    if (refusal) return refuse(refusal)
    setAlert('')
    pick({[end]: id})
  }
  const creaseList = (
    <CreaseList>
      <dt>On strike</dt>
      <dd>{crease.striker ? nameOf(crease.striker) : '—'}</dd>
      <dt>Non-striker</dt>
      <dd>{crease.nonStriker ? nameOf(crease.nonStriker) : '—'}</dd>
      <dt>Bowling</dt>
      <dd>{crease.bowler ? nameOf(crease.bowler) : '—'}</dd>
    </CreaseList>
  )
  const thisOver = state.thisOver.length ? (
    <ThisOver aria-label="This over">
      {state.thisOver.map((ball, i) => (
        <li key={i} data-kind={ball === 'W' ? 'wicket' : ball === '4' || ball === '6' ? 'boundary' : undefined}>
          {ball}
        </li>
      ))}
    </ThisOver>
  ) : null
  const above = (
    <>
      {thisOver}
      {creaseList}
    </>
  )

  const notOut = (p: ScorerPlayer) => (state.out.has(p._id) ? 'out' : undefined)
  if (!crease.striker) {
    const fresh = !current.deliveries?.length
    return withPad(
      <>
        <PlayerGrid question={fresh ? 'Who takes strike?' : 'New batter: who comes in?'} players={batters} noteOf={(id) => notOut(playerOf(id))} onPick={pickBatter('striker')} />
        {fresh ? null : undoKey}
      </>,
      above,
    )
  }
  if (!crease.nonStriker) {
    return withPad(<PlayerGrid question="And at the non-striker’s end?" players={batters} noteOf={(id) => notOut(playerOf(id))} onPick={pickBatter('nonStriker')} />, above)
  }
  if (!crease.bowler) {
    return withPad(
      <>
        <PlayerGrid
          question={current.deliveries?.length ? 'End of the over. Who bowls the next one?' : 'Who bowls the first over?'}
          players={fielders}
          noteOf={(id) => (id === state.previousBowler ? 'bowled the last over' : undefined)}
          onPick={(id) => {
            const refusal = bowlerRefusal(scorecard, index, id, rules)
            if (refusal) return refuse(refusal)
            setAlert('')
            pick({bowler: id})
          }}
        />
        {current.deliveries?.length ? undoKey : null}
      </>,
      above,
    )
  }

  const ready = {striker: crease.striker, nonStriker: crease.nonStriker, bowler: crease.bowler}
  const ball = (tap: PadTap | ({kind: 'wicket'} & WicketTap)) => {
    const result = recordBall(scorecard, index, ready, tap, rules)
    if ('refusal' in result) return refuse(result.refusal)
    setWicketOpen(false)
    write(
      setIfMissing([], ['innings', {_key: current._key}, 'deliveries']),
      insert([deliveryToValue(result.delivery)], 'after', ['innings', {_key: current._key}, 'deliveries', -1]),
    )
  }
  if (wicketOpen)
    return withPad(
      <WicketFlow
        kindsWithFielder={WICKET_KINDS_WITH_FIELDER}
        kindsEitherBatter={WICKET_KINDS_EITHER_BATTER}
        striker={playerOf(ready.striker)}
        nonStriker={playerOf(ready.nonStriker)}
        fielders={fielders}
        onDone={(wicket) => ball({...wicket, kind: 'wicket', wicketKind: wicket.kind} as never)}
        onCancel={() => setWicketOpen(false)}
      />,
      above,
    )
  return withPad(<Keypad onTap={ball} onWicket={() => setWicketOpen(true)} onUndo={undo} canUndo={Boolean(lastDelivery)} />, above)
}
