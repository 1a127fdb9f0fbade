// The scorer's tool: one question or one keypad at a time, under a scoreboard. What cricket allows is the
// engine's to say (league/scorecard/scoring.ts); the tool asks, shows the engine's sentence when it
// refuses, and writes each accepted ball as one patch that appends one delivery to the innings, through
// `save` (the phone's queue: offline/, which also draws `status`); the first ball of a Scheduled match
// marks the match Live. A correction rewrites only the deliveries it changes, each at its own key; a match
// dated another day asks first, and a Completed match is shown, not reopened.
import {Fragment, useEffect, useRef, useState, type ReactNode} from 'react'
import {insert, set, setIfMissing, unset, type FormPatch, type Path} from 'sanity'
import {extrasText, splitOvers} from '../../league/scorecard/derive'
import type {MatchOptions} from '../../league/scorecard/match'
import {awardPenalty, retireBatter, type Amended} from '../../league/scorecard/between-balls'
import {ballEntries, correctBall, type BallAt} from '../../league/scorecard/corrections'
import {batterRefusal, bowlerRefusal, recordBall, startInnings, type Ball, type Refusal, type Tap} from '../../league/scorecard/scoring'
import {scoringState} from '../../league/scorecard/scoring-state'
import type {Toss} from '../../league/scorecard/types'
import {scoringRules} from '../../league/season'
import {teamCodes} from '../../league/team-code'
import {ballLabel} from './ball-label'
import {BallList} from './ball-list'
import {BetweenBalls, type Aside} from './between-balls-flow'
import {CorrectBall} from './correct-ball'
import {deliveryToValue, inningsValue, scorecardFromValue, tossValue, type ScorecardValue} from './document'
import {FocusKeepingPad} from './keep-focus'
import {useKeepInView} from './keep-in-view'
import {dayText, isDatedToday, matchTitle} from './match-day'
import {Keypad} from './keypad'
import {useMarkMatchLive} from './mark-live'
import {useMoveMatchToToday} from './move-to-today'
import type {ScorerMatch, ScorerPlayer} from './match-query'
import {PlayerGrid} from './player-grid'
import {Alert, Crease, Hint, Key, Keys, Notice, ScoreBoard, ThisOver, Tool} from './scorer.styles'
import {WicketFlow, type WicketBall} from './wicket-flow'

type Props = {value: ScorecardValue | undefined; match: ScorerMatch; save: (patches: FormPatch[]) => void; readOnly: boolean; status?: ReactNode}

type Ends = {striker?: string; nonStriker?: string; bowler?: string}
/** Choices made on this phone for the next ball (openers, a new batter, the next over's bowler): they hold
 * only at the moment they were made in; once a ball is written the engine knows the crease again. */
type Picks = Ends & {at: string}

export function ScorerTool({value, match, save, readOnly, status}: Props) {
  const [alert, setAlert] = useState('')
  const [tossWinner, setTossWinner] = useState<string>()
  const [wicketOpen, setWicketOpen] = useState(false)
  const [picks, setPicks] = useState<Picks>({at: ''})
  const [correcting, setCorrecting] = useState<BallAt>()
  const [aside, setAside] = useState<Aside>()
  const [notice, setNotice] = useState('')
  const [today, setToday] = useState<'asked' | 'declined' | 'moving' | 'moved'>('asked')
  const toolRef = useRef<HTMLElement>(null)
  const boardRef = useRef<HTMLElement>(null)
  const markLive = useMarkMatchLive(match)
  const moveToToday = useMoveMatchToToday(match)
  /** The step, refusal and notice on screen: when one changes, they are brought into view under the score. */
  const shown = useRef('')
  useKeepInView(shown, boardRef, toolRef)
  // The tool is what a volunteer opens the scorecard for: bring it up under the Studio's bars, once.
  useEffect(() => toolRef.current?.scrollIntoView({block: 'start'}), [])

  const rules = scoringRules(match.season ?? {overs: null})
  const scorecard = scorecardFromValue(value)
  const teams = [match.home, match.away].filter((t) => t !== null)
  const byName = teamCodes(teams)
  const codes = new Map(teams.map((t) => [t._id, byName.get(t.name?.trim() ?? '') ?? '?']))
  const player = (id: string): ScorerPlayer => match.players.find((p) => p._id === id) ?? {_id: id, name: null, role: null, team: ''}
  const nameOf = (id: string) => player(id).name ?? teams.find((t) => t._id === id)?.name ?? 'Unknown player'
  const squad = (teamId: string | null | undefined) => match.players.filter((p) => p.team === teamId)
  const opts: MatchOptions = {
    name: nameOf,
    keepers: match.players.filter((p) => p.role === 'wicketKeeper').map((p) => p._id),
    squads: Object.fromEntries(teams.map((t) => [t._id, squad(t._id).map((p) => p._id)])),
    ...(teams.length === 2 ? {teams: [teams[0]!._id, teams[1]!._id] as const} : {}),
    shortName: (id) => codes.get(id) ?? nameOf(id),
  }
  const state = scoringState(scorecard, rules, opts)

  const inningsValues = value?.innings ?? []
  const current = inningsValues.at(-1)
  const moment = `${current?._key ?? 'none'}:${current?.deliveries?.length ?? 0}`
  const picked: Ends = picks.at === moment ? picks : {}
  const pick = (ends: Ends) => setPicks({...picked, ...ends, at: moment})

  const write = (...patches: FormPatch[]) => {
    setAlert('')
    setNotice('')
    save(patches)
  }
  const deliveryAt = (at: BallAt) => {
    const innings = inningsValues[at.innings]!
    const key = innings.deliveries![at.index]!._key
    return {key, path: ['innings', {_key: innings._key}, 'deliveries', {_key: key}] satisfies Path}
  }
  /** A correction: each changed delivery set (or unset) at its own key, never the innings rewritten. */
  const correct = (at: BallAt, ball: Ball | null) => {
    const entry = ballEntries(scorecard, at.innings, rules, opts)[at.index]
    const res = correctBall(scorecard, rules, at, ball, opts)
    if (!res.ok) return setAlert(res.reason)
    setCorrecting(undefined)
    write(
      ...res.changes.map((c) => {
        const {key, path} = deliveryAt(c)
        return c.delivery ? set(deliveryToValue(c.delivery, key), path) : unset(path)
      }),
    )
    const later = res.changes.filter((c) => c.innings !== at.innings || c.index !== at.index).length
    setNotice(`Ball ${entry?.number} ${ball ? 'corrected' : 'deleted'}${later ? `; ${later} later ${later === 1 ? 'ball' : 'balls'} recorded again` : ''}.`)
  }
  /** Penalty runs or a retirement: the last ball (or the innings' penalty runs) set at its key. */
  const amend = (res: Amended | Refusal) => {
    if (!res.ok) return setAlert(res.reason)
    setAside(undefined)
    if (!('delivery' in res)) return write(set(res.penaltyRuns, ['innings', {_key: inningsValues[res.innings]!._key}, 'penalty_runs']))
    const {key, path} = deliveryAt(res)
    write(set(deliveryToValue(res.delivery, key), path))
  }
  const begin = (team: string, extra: FormPatch[] = []) => {
    const started = startInnings(scorecard, rules, team, opts)
    if (!started.ok) return setAlert(started.reason)
    write(...extra, setIfMissing([], ['innings']), insert([inningsValue(team)], 'after', ['innings', -1]))
  }
  /** Undo as the engine defines it (the last ball, with any innings not yet bowled at); before any ball, the
   * toss. Choices made before the ball undone (its bowler, a new batter) hold again, as they were. */
  const undo = () => {
    setWicketOpen(false)
    const patches: FormPatch[] = []
    let i = inningsValues.length - 1
    for (; i >= 0 && !inningsValues[i]!.deliveries?.length; i--) patches.push(unset(['innings', {_key: inningsValues[i]!._key}]))
    const last = inningsValues[i]?.deliveries?.at(-1)
    if (last) patches.push(unset(['innings', {_key: inningsValues[i]!._key}, 'deliveries', {_key: last._key}]))
    else patches.push(unset(['toss']))
    write(...patches)
  }

  const index = state.inningsIndex
  const card = index === null ? undefined : state.match.innings[index]
  const lastOver = splitOvers(scorecard.innings.at(-1)?.deliveries ?? [], rules.ballsPerOver).at(-1) ?? []
  const chase = state.match.chase
  const board = (
    <ScoreBoard ref={boardRef}>
      <h2 aria-live="polite" data-testid="score-line">
        {state.match.scoreLine || teams.map((t) => codes.get(t._id)).join(' v ')}
      </h2>
      <p>
        {state.match.status === 'secondInnings' && chase
          ? `Target ${chase.target}${chase.requiredRate !== null ? ` · needs ${chase.requiredRate.toFixed(2)} an over` : ''}`
          : card?.runRate != null && state.match.status === 'firstInnings'
            ? `Run rate ${card.runRate.toFixed(2)} · ${rules.oversPerInnings} overs a side`
            : `${teams.map((t) => t.name).join(' v ')} · ${rules.oversPerInnings} overs a side`}
      </p>
      {lastOver.length && !state.inningsComplete ? (
        <ThisOver aria-label={state.ballInOver === 0 ? 'Last over' : 'This over'}>
          {lastOver.map((d, i) => {
            const label = ballLabel(d)
            return (
              <li key={i} data-kind={label.startsWith('W') ? 'wicket' : label === '4' || label === '6' ? 'boundary' : undefined}>
                {label}
              </li>
            )
          })}
        </ThisOver>
      ) : null}
    </ScoreBoard>
  )
  const balls = scorecard.innings.map((inn, i) => ({title: `${codes.get(inn.team) ?? nameOf(inn.team)} innings`, entries: ballEntries(scorecard, i, rules, opts)}))
  const openBall = (at: BallAt) => {
    setCorrecting(at)
    setAside(undefined)
    setWicketOpen(false)
    setAlert('')
    setNotice('')
  }
  /** One step of the tool; `step` names it, so a new step gets new keys (never a reused button under a finger). */
  const screen = (step: string, pad: ReactNode, above?: ReactNode, list = true) => {
    shown.current = `${step}|${alert}|${notice}`
    return (
      <Tool aria-label="Scorer" ref={toolRef}>
        <h2 data-testid="scorer-title">{matchTitle(match)}</h2>
        {board}
        {status}
        {above}
        <FocusKeepingPad>
          <Alert role="alert">{alert}</Alert>
          <Notice role="status">{notice}</Notice>
          {readOnly ? null : <Fragment key={step}>{pad}</Fragment>}
        </FocusKeepingPad>
        {list && !readOnly ? <BallList innings={balls} onPick={openBall} /> : null}
      </Tool>
    )
  }
  const undoKey = (
    <Key type="button" $tone="plain" aria-label="Undo the last ball" onClick={undo}>
      ↶ Undo
    </Key>
  )

  if (match.status === 'completed')
    return screen(
      'completed',
      <>
        <h3>This match is Completed.</h3>
        <Hint>Its scorecard stays as it was played. To correct a ball, set the match back to Live in its form first.</Hint>
      </>,
      undefined,
      false,
    )

  const correctingEntry = correcting && balls[correcting.innings]?.entries[correcting.index]
  if (correcting && correctingEntry) {
    const batting = scorecard.innings[correcting.innings]!.team
    return screen(
      `correct-${correcting.innings}-${correcting.index}`,
      <CorrectBall
        entry={correctingEntry}
        player={player}
        battingSquad={squad(batting)}
        fieldingSquad={match.players.filter((p) => p.team !== batting)}
        onBall={(ball) => correct(correcting, ball)}
        onDelete={() => correct(correcting, null)}
        onCancel={() => {
          setCorrecting(undefined)
          setAlert('')
        }}
      />,
      undefined,
      false,
    )
  }

  // A match dated another day is started today only when the scorer says so, and then moved to today.
  const noBallYet = !scorecard.innings.some((inn) => inn.deliveries.length)
  if (noBallYet && !scorecard.toss && today !== 'moved' && !isDatedToday(match.startsAt)) {
    const question = `This match is scheduled for ${dayText(match.startsAt!)}. Start it today, ${dayText(Date.now())}?`
    const yes = () => {
      setToday('moving')
      moveToToday().then(
        () => setToday('moved'),
        (error: unknown) => {
          setToday('asked')
          setAlert(`The match could not be moved to today: ${error instanceof Error ? error.message : String(error)}`)
        },
      )
    }
    return screen(
      `reschedule-${today}`,
      <>
        <h3>{question}</h3>
        <Keys $columns={2} role="group" aria-label={question}>
          <Key type="button" $tone="go" disabled={today === 'moving'} onClick={yes}>
            Yes, start it today
          </Key>
          <Key type="button" $tone="plain" onClick={() => setToday('declined')}>
            No
          </Key>
        </Keys>
        {today === 'declined' ? <Hint>Nothing was changed: the match stays on {dayText(match.startsAt!)}. Today’s matches are under Match day.</Hint> : null}
      </>,
    )
  }

  // The toss, which starts the first innings: the side that bats is the toss's consequence.
  if (index === null || !scorecard.toss) {
    const decide = (toss: Toss) => {
      const battingFirst = toss.decision === 'bat' ? toss.winner : teams.find((t) => t._id !== toss.winner)?._id
      if (!battingFirst) return setAlert('This match needs its two teams before the toss.')
      setTossWinner(undefined)
      begin(battingFirst, [set(tossValue(toss), ['toss'])])
    }
    return screen(
      tossWinner ? 'toss-decision' : 'toss',
      !tossWinner ? (
        <>
          <h3>Who won the toss?</h3>
          <Keys $columns={teams.length > 1 ? 2 : 1} role="group" aria-label="Who won the toss?">
            {teams.map((t) => (
              <Key key={t._id} type="button" $tone="go" onClick={() => setTossWinner(t._id)}>
                {t.name}
              </Key>
            ))}
          </Keys>
        </>
      ) : (
        <>
          <h3>{nameOf(tossWinner)} won the toss and chose to…</h3>
          <Keys $columns={2} role="group" aria-label="Chose to">
            <Key type="button" $tone="go" $big onClick={() => decide({winner: tossWinner, decision: 'bat'})}>
              Bat
            </Key>
            <Key type="button" $tone="go" $big onClick={() => decide({winner: tossWinner, decision: 'field'})}>
              Field
            </Key>
          </Keys>
          <Key type="button" $tone="plain" onClick={() => setTossWinner(undefined)}>
            Back
          </Key>
        </>
      ),
    )
  }

  if (state.matchComplete || (state.inningsComplete && index > 0))
    return screen(
      'match-over',
      <>
        <h3>The match is over.</h3>
        {undoKey}
      </>,
    )
  if (state.inningsComplete) {
    const chasers = state.match.battingTeam
    return screen(
      'innings-break',
      <>
        <h3>End of the first innings.</h3>
        {chasers ? (
          <Key type="button" $tone="go" $big onClick={() => begin(chasers)}>
            Start the second innings: {nameOf(chasers)} bat
          </Key>
        ) : null}
        {undoKey}
      </>,
    )
  }

  const battingTeam = state.battingTeam
  const fieldingTeam = teams.find((t) => t._id !== battingTeam)?._id
  const ends: Ends = {
    striker: state.striker ?? picked.striker,
    nonStriker: state.nonStriker ?? picked.nonStriker,
    bowler: state.bowler ?? picked.bowler,
  }
  const batterRow = (id: string | undefined) => card?.batting.find((r) => r.player === id)
  const bowlerRow = card?.bowling.find((r) => r.player === ends.bowler)
  const partnership = card?.partnerships.findLast((p) => !p.ended)
  const crease = (
    <Crease aria-label="At the crease">
      <dt>On strike</dt>
      <dd>{ends.striker ? `${nameOf(ends.striker)} ${batterRow(ends.striker)?.runs ?? 0} (${batterRow(ends.striker)?.balls ?? 0})` : '—'}</dd>
      <dt>Non-striker</dt>
      <dd>{ends.nonStriker ? `${nameOf(ends.nonStriker)} ${batterRow(ends.nonStriker)?.runs ?? 0} (${batterRow(ends.nonStriker)?.balls ?? 0})` : '—'}</dd>
      <dt>Bowling</dt>
      <dd>{ends.bowler ? `${nameOf(ends.bowler)}${bowlerRow ? ` ${bowlerRow.overs}-${bowlerRow.maidens}-${bowlerRow.runs}-${bowlerRow.wickets}` : ''}` : '—'}</dd>
      {partnership ? (
        <>
          <dt>Partnership</dt>
          <dd>
            {partnership.runs} ({partnership.balls})
          </dd>
        </>
      ) : null}
      {card?.extras.total ? (
        <>
          <dt>Extras</dt>
          <dd>{extrasText(card.extras)}</dd>
        </>
      ) : null}
    </Crease>
  )
  const bowled = Boolean(scorecard.innings.at(-1)?.deliveries.length)

  const outNote = (id: string) => (state.out.includes(id) ? 'out' : id === ends.striker || id === ends.nonStriker ? 'batting' : undefined)
  if (!ends.striker || !ends.nonStriker) {
    const end = !ends.striker ? 'striker' : 'nonStriker'
    const choose = (id: string) => {
      const pair = {...ends, [end]: id}
      // One opener alone cannot be wrong; a pair (or a newcomer beside the batter in) is the engine's to judge.
      const refusal = pair.striker && pair.nonStriker ? batterRefusal(state, pair.striker, pair.nonStriker, opts) : null
      if (refusal) return setAlert(refusal)
      setAlert('')
      pick({striker: pair.striker, nonStriker: pair.nonStriker})
    }
    const question = !bowled ? (end === 'striker' ? 'Who takes strike?' : 'And at the non-striker’s end?') : end === 'striker' ? 'New batter on strike: who comes in?' : 'New batter at the non-striker’s end: who comes in?'
    return screen(
      `batter-${end}`,
      <>
        <PlayerGrid question={question} players={squad(battingTeam)} noteOf={outNote} onPick={choose} />
        {bowled ? undoKey : null}
      </>,
      crease,
    )
  }
  if (!ends.bowler) {
    const choose = (id: string) => {
      const refusal = bowlerRefusal(state, rules, id, opts)
      if (refusal) return setAlert(refusal)
      setAlert('')
      pick({bowler: id})
    }
    const bowlerNote = (id: string) => {
      const overs = state.oversBowled[id] ?? 0
      return id === state.previousBowler ? 'bowled the last over' : overs ? `${overs} of ${rules.oversPerBowler} overs` : undefined
    }
    return screen(
      'bowler',
      <>
        <PlayerGrid question={bowled ? `End of over ${state.over}. Who bowls over ${state.over + 1}?` : 'Who bowls the first over?'} players={squad(fieldingTeam)} noteOf={bowlerNote} onPick={choose} />
        {bowled ? undoKey : null}
      </>,
      crease,
    )
  }

  const striker = ends.striker
  const nonStriker = ends.nonStriker
  const ball = (tap: Tap, wicket?: WicketBall['wicket']) => {
    const recorded = recordBall(scorecard, rules, {tap, ...(wicket ? {wicket} : {}), striker, nonStriker, bowler: ends.bowler}, opts)
    if (!recorded.ok) return setAlert(recorded.reason)
    setWicketOpen(false)
    const key = {_key: current!._key}
    write(setIfMissing([], ['innings', key, 'deliveries']), insert([deliveryToValue(recorded.delivery)], 'after', ['innings', key, 'deliveries', -1]))
    markLive()
  }
  if (wicketOpen)
    return screen(
      'wicket',
      <WicketFlow
        striker={player(striker)}
        nonStriker={player(nonStriker)}
        fielders={squad(fieldingTeam)}
        onDone={({wicket, runs}) => ball({type: 'runs', runs}, wicket)}
        onCancel={() => setWicketOpen(false)}
      />,
      crease,
    )
  if (aside)
    return screen(
      `aside-${aside}`,
      <BetweenBalls
        aside={aside}
        battingSide={nameOf(battingTeam ?? '')}
        fieldingSide={nameOf(fieldingTeam ?? '')}
        atTheCrease={[player(striker), player(nonStriker)]}
        onPenalty={(side) => amend(awardPenalty(scorecard, rules, side, opts))}
        onRetire={(id, kind) => amend(retireBatter(scorecard, rules, id, kind, opts))}
        onCancel={() => setAside(undefined)}
      />,
      crease,
    )
  const more = (
    <Keys $columns={2}>
      <Key type="button" $tone="plain" onClick={() => setAside('penalty')}>
        Penalty runs
      </Key>
      <Key type="button" $tone="plain" onClick={() => setAside('retire')}>
        Retire a batter
      </Key>
    </Keys>
  )
  return screen('keys', <Keypad onTap={(tap) => ball(tap)} onWicket={() => setWicketOpen(true)} onUndo={undo} more={more} />, crease)
}
