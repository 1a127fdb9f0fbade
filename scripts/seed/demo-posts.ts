// The demo season's news posts: match reports written from the matches' own scores (so the story and
// the scorecard always agree), each with a cover and a picture from the seed's Season 1 photos, and one
// announcement. Used by demo-season.ts.
import {marginText, scoreText, toResultInput, type SeasonMatch} from '../../web/lib/league'

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

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type ReportInput = {match: Doc; teamName: (id: string) => string; venue: string; photos: [Photo, Photo]; author: string; playerOfMatch?: string}

/** A report of a completed match, or null for one without a result. */
export function matchReport({match, teamName, venue, photos, author, playerOfMatch}: ReportInput): Doc | null {
  const homeId = (match.homeTeam as {_ref: string})._ref
  const awayId = (match.awayTeam as {_ref: string})._ref
  const stored = {...match, homeTeam: {_id: homeId, name: teamName(homeId)}, awayTeam: {_id: awayId, name: teamName(awayId)}}
  const input = toResultInput(stored as unknown as SeasonMatch)
  const margin = input && marginText(input, teamName)
  if (!input?.home || !input.away || !input.winner || input.winner === 'tie' || !margin) return null
  const loser = input.winner === homeId ? awayId : homeId
  const firstId = input.battedFirst ?? homeId
  const secondId = firstId === homeId ? awayId : homeId
  const first = firstId === homeId ? input.home : input.away
  const second = firstId === homeId ? input.away : input.home
  const chased = input.winner === secondId
  const n = match.matchNumber as number
  const title = `${teamName(input.winner)} beat ${teamName(loser)} ${margin.slice(margin.indexOf(' won ') + 5)}`
  const summary = `Match ${n} at ${venue}: ${teamName(firstId)} ${scoreText(first)}, ${teamName(secondId)} ${scoreText(second)}. ${margin}.`
  const body = [
    block('lead', `${teamName(firstId)} batted first at ${venue} and set ${first.runs + 1} to win from their ${first.overs} overs, finishing on ${first.runs} for ${first.wickets}.`),
    block(
      'chase',
      chased
        ? `${teamName(secondId)} paced the chase well and got home with ${second.overs} overs bowled, ${10 - second.wickets} wickets in hand.`
        : `${teamName(secondId)} never found a partnership: they were held to ${second.runs} for ${second.wickets}, ${first.runs - second.runs} short.`,
    ),
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
