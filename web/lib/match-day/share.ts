// What a fan sends when sharing a match: one line that reads on its own in a WhatsApp chat — the
// league, the score as it stands, what the chase needs (or the result), then the link — and the wa.me
// address that opens WhatsApp with that line typed in, for browsers without a share sheet.
import {fixtureTitle, marginText, scoreText, toResultInput} from '../../../league'
import type {Fixture} from '../../../league/fixtures'
import {totalText, type InningsCard, type MatchState} from '../../../league/scorecard'

/** One side's score as cricket writes it: "GLA 87/3 (9.2)". */
export interface SideScore {
  team: string
  score: string
}

export type ShareState =
  | {kind: 'live'; batting: SideScore; opponent: string; chase?: {target: number; runs: number; balls: number}}
  | {kind: 'break'; batting: SideScore; chasers: string; target: number}
  | {kind: 'result'; innings: SideScore[]; result: string}
  | {kind: 'upcoming'; fixture: string; when: string}

/** "need 55 from 16" (balls); "need 5 from 1 ball". */
export const needText = ({runs, balls}: {runs: number; balls: number}) => `need ${runs} from ${balls === 1 ? '1 ball' : balls}`

/** The line without its link: "OPL · GLA 87/3 (9.2) chasing 142 — need 55 from 16". */
export function shareLine(league: string, state: ShareState): string {
  switch (state.kind) {
    case 'live': {
      const now = `${state.batting.team} ${state.batting.score}`
      return state.chase
        ? `${league} · ${now} chasing ${state.chase.target} — ${needText(state.chase)}`
        : `${league} · ${now} v ${state.opponent}`
    }
    case 'break':
      return `${league} · ${state.batting.team} ${state.batting.score} — ${state.chasers} need ${state.target} to win`
    case 'result':
      return `${league} · ${state.innings.map((i) => `${i.team} ${i.score}`).join(', ')} — ${state.result}`
    case 'upcoming':
      return `${league} · ${state.fixture}, ${state.when}`
  }
}

/** The whole text shared: the line, then the link. */
export const shareText = (league: string, state: ShareState, url: string) => `${shareLine(league, state)} · ${url}`

/** WhatsApp's click-to-chat address with the text filled in (the chat to send it to is chosen there). */
export const whatsAppHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`

type Code = (teamId: string) => {name: string; code: string}

const sideScore = (card: InningsCard, side: Code): SideScore => ({team: side(card.team).code, score: totalText(card)})

/** What to share of a match with a scorecard, by the state of play; null before the first ball. */
export function shareStateOf(state: MatchState, side: Code, teams: readonly [string, string]): ShareState | null {
  const [first, second] = state.innings
  const other = (team: string) => side(teams.find((t) => t !== team) ?? team).code
  switch (state.status) {
    case 'notStarted':
      return null
    case 'firstInnings':
      return {kind: 'live', batting: sideScore(first!, side), opponent: other(first!.team)}
    case 'inningsBreak':
      return {kind: 'break', batting: sideScore(first!, side), chasers: other(first!.team), target: state.target!}
    case 'secondInnings':
      return {
        kind: 'live',
        batting: sideScore(second!, side),
        opponent: other(second!.team),
        chase: {target: state.chase!.target, runs: state.chase!.runsNeeded, balls: state.chase!.ballsLeft},
      }
    case 'complete': {
      const result = state.result!
      return {
        kind: 'result',
        innings: state.innings.map((card) => sideScore(card, side)),
        result: result.winner === 'tie' ? result.text : `${side(result.winner).name} ${result.text}`,
      }
    }
  }
}

/** What to share of a match without balls to read: its typed score and result once played, else the
 * fixture and when it is (`when`: its time, or that it is in play). */
export function typedShareState(match: Fixture, code: (teamId: string) => string, when: string): ShareState {
  const input = toResultInput(match)
  const result = input && marginText(input, (id) => (id === match.homeTeam?._id ? match.homeTeam?.name : match.awayTeam?.name) ?? 'Team')
  if (!input || !result) return {kind: 'upcoming', fixture: fixtureTitle(match), when}
  const sides = [
    {team: input.homeTeam, innings: input.home},
    {team: input.awayTeam, innings: input.away},
  ]
  if (input.battedFirst === input.awayTeam) sides.reverse()
  return {kind: 'result', innings: sides.flatMap((s) => (s.innings ? [{team: code(s.team), score: scoreText(s.innings)}] : [])), result}
}
