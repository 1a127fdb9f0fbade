// The live scores of the season the site shows, as the live stream carries them
// (lib/content/live/scores-feed.ts): each match's status, title, page and score line — its scorecard's
// line ("GLA 87/3 (9.2) · need 55 from 16", then the result), null for a match without balls (its typed
// result does not change during a match), and the version of the scorecard it was read from. Computed from the season as every page reads it, so the
// islands say what the pages say.
import {fixtureTitle, type Fixture} from '../../../league/fixtures'
import type {MatchStatus} from '../../../league/types'
import {matchPath} from '../routes'
import type {LiveScores} from './scores'

type ScoredFixture = Fixture & {scoreLine?: string | null; scoreVersion?: string | null}
type Season = {year: number | null; matches: ScoredFixture[]} | null

/** A match's live score line: its scorecard's, or null. */
export const liveLineOf = (match: ScoredFixture): string | null => match.scoreLine ?? null

export function liveScoresOf(season: Season): LiveScores {
  if (!season) return {matches: []}
  return {
    matches: season.matches.map((match) => ({
      id: match._id,
      status: (match.status ?? 'scheduled') as MatchStatus,
      title: fixtureTitle(match),
      href: season.year != null && match.matchNumber != null ? matchPath(season.year, match.matchNumber) : null,
      line: liveLineOf(match),
      version: match.scoreVersion ?? null,
    })),
  }
}
