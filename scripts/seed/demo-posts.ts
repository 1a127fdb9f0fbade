// The demo season's news posts: match reports written from the matches' derived scorecards (totals, top
// scorers, best bowling, margin), so the story and the scorecard always agree, each with a cover and a
// picture from the seed's Season 1 photos. Used by demo-season.ts.
import {totalText, type BattingRow, type BowlingRow, type InningsCard, type MatchState} from '../../league/scorecard'
import type {ScoringRules} from '../../league/scorecard/types'
import {stars} from './demo-figures'
import {slugify} from './demo-squads'

type Doc = {_id: string; _type: string; [field: string]: unknown}
type Photo = {_sanityAsset: string; alt: string; caption: string}

const ref = (id: string) => ({_type: 'reference', _ref: id})
const HOUR = 3_600_000
/** Reports go up the day after the match, mid-morning in India. */
const REPORT_DELAY_MS = 26 * HOUR
const AUTHORS = ['Meera Iyer', 'Rahul Deshmukh', 'Ananya Rao']

const block = (key: string, text: string, style = 'normal') => ({
  _key: key,
  _type: 'block',
  style,
  markDefs: [],
  children: [{_key: `${key}-s`, _type: 'span', marks: [], text}],
})

const picture = (key: string, photo: Photo) => ({_key: key, _type: 'postPicture', _sanityAsset: photo._sanityAsset, alt: photo.alt, caption: photo.caption})
const cover = (photo: Photo) => ({_type: 'accessibleImage', _sanityAsset: photo._sanityAsset, alt: photo.alt})

/** The Season 1 match photos of the seed's gallery, in gallery order. */
export function matchPhotos(seed: Doc[]): Photo[] {
  const section = seed.find((d) => d._id === 'gallerySection-season-1-matches')
  return ((section?.images as Photo[] | undefined) ?? []).map(({_sanityAsset, alt, caption}) => ({_sanityAsset, alt, caption}))
}

type ReportInput = {
  match: Doc
  /** The match's state derived from its scorecard: every number of the report comes from it. */
  state: MatchState
  teamName: (id: string) => string
  playerName: (id: string) => string
  venue: string
  photos: [Photo, Photo]
  author: string
  playerOfMatch?: string
  rules: ScoringRules
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
/** "84 for 6", or "64 all out". */
const totalWords = (card: InningsCard) => (card.allOut ? `${card.runs} all out` : `${card.runs} for ${card.wickets}`)
/** "from their 8 overs" for a whole innings, "in 6.3 overs" for one cut short. */
const oversWords = (card: InningsCard) => (card.balls === card.maxBalls ? `from their ${card.overs.replace(/\.0$/, '')} overs` : `in ${card.overs} overs`)
const battingWords = (row: BattingRow, name: string) =>
  `${name} made ${row.runs}${row.out ? '' : ' not out'} from ${plural(row.balls, 'ball')}${row.sixes ? `, with ${row.sixes} six${row.sixes === 1 ? '' : 'es'}` : ''}`
const bowlingWords = (row: BowlingRow, name: string) => `${name} took ${row.wickets} for ${row.runs} from ${row.overs} overs`

/** A report of a match its scorecard has decided, or null for one without a winner. */
export function matchReport({match, state, teamName, playerName, venue, photos, author, playerOfMatch, rules}: ReportInput): Doc | null {
  const homeId = (match.homeTeam as {_ref: string})._ref
  const awayId = (match.awayTeam as {_ref: string})._ref
  const [first, second] = state.innings
  const result = state.result
  if (!first || !second || !result || result.winner === 'tie') return null
  const winner = result.winner
  const loser = winner === homeId ? awayId : homeId
  const chased = winner === second.team
  const n = match.matchNumber as number
  const margin = `${teamName(winner)} ${result.text}`
  const title = `${teamName(winner)} beat ${teamName(loser)} ${result.text.replace(/^won /, '')}`
  const summary = `Match ${n} at ${venue}: ${teamName(first.team)} ${totalText(first)}, ${teamName(second.team)} ${totalText(second)}. ${margin}.`
  const top = stars(first).batter
  const firstBowler = stars(second).bowler
  const chaseTop = stars(second).batter
  const secondBowler = stars(first).bowler
  const lead = [
    `${teamName(first.team)} batted first at ${venue} and made ${totalWords(first)} ${oversWords(first)}, setting ${first.runs + 1} to win from ${rules.oversPerInnings}.`,
    top && top.runs > 0 ? `${battingWords(top, playerName(top.player))}.` : '',
    secondBowler && secondBowler.wickets > 0 ? `For ${teamName(second.team)}, ${bowlingWords(secondBowler, playerName(secondBowler.player))}.` : '',
  ]
  const chase = chased
    ? `${teamName(second.team)} got there ${second.balls === second.maxBalls ? 'off the last ball' : `in ${second.overs} overs`} with ${plural(rules.playersPerSide - 1 - second.wickets, 'wicket')} in hand.`
    : `${teamName(second.team)} were held to ${totalWords(second)} ${oversWords(second)}: ${margin}.`
  const chaseDetail = [
    chaseTop && chaseTop.runs > 0 ? `${battingWords(chaseTop, playerName(chaseTop.player))}.` : '',
    firstBowler && firstBowler.wickets > 0 ? `${bowlingWords(firstBowler, playerName(firstBowler.player))} for ${teamName(first.team)}.` : '',
  ]
  const body = [
    block('lead', lead.filter(Boolean).join(' ')),
    block('chase', [chase, ...chaseDetail].filter(Boolean).join(' ')),
    picture('photo', photos[1]),
    block('turn', 'The turning point', 'h2'),
    block(
      'turn-text',
      playerOfMatch
        ? `${playerOfMatch} was named player of the match, and the balconies around the ground let everyone know what they thought of it.`
        : 'The balconies around the ground were full by the second over, and the noise did not stop until the last ball.',
    ),
  ]
  return {
    _id: `post-report-${n}`,
    _type: 'post',
    title,
    slug: {_type: 'slug', current: slugify(`match-${n}-${title}`)},
    publishedAt: new Date(Date.parse(match.startsAt as string) + REPORT_DELAY_MS).toISOString(),
    author,
    summary,
    cover: cover(photos[0]),
    body,
    match: ref(match._id),
    teams: [ref(homeId), ref(awayId)].map((r, i) => ({...r, _key: `team-${i}`})),
  }
}

export {AUTHORS as REPORT_AUTHORS}
