// /matches/<season>/<number>/cricsheet.json: the match ball by ball in Cricsheet's JSON format 1.1.0, as
// a download. Answered per request from the cached content (the scorecard's tag refreshes it with each
// ball), like the calendar files; a match without a scorecard (or one not Live or Completed, whose
// scorecard does not count), or an address that names no match, is a plain 404.
import {findMatch} from '@/lib/league/match-data'
import {PAGE_CACHE_CONTROL} from '@/lib/caching'
import {getLeagueSeason, getMatchScorecard, getPlayers, getSiteSettings} from '@/lib/content'
import {scorecardCounts} from '../../../../../../league/season'
import {matchCricsheet} from '@/lib/match-day/cricsheet-file'
import {leagueFrom} from '@/lib/seo/league'

const notFound = () => new Response('No ball-by-ball record of a match at this address.', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}})

export async function GET(_request: Request, {params}: RouteContext<'/matches/[season]/[number]/cricsheet.json'>) {
  const {season: year, number} = await params
  const found = findMatch(await getLeagueSeason(), year, number)
  if (!found || !scorecardCounts(found.match)) return notFound()
  const [card, players, settings] = await Promise.all([getMatchScorecard(found.match._id), getPlayers(), getSiteSettings()])
  const file = card ? matchCricsheet({...found, card, players, league: leagueFrom(settings)}) : null
  if (!file) return notFound()
  return new Response(JSON.stringify(file.json, null, 2), {
    headers: {
      'Content-Type': 'application/json',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      // A file of a match still being played changes with every ball: not kept downstream.
      'Cache-Control': file.final ? PAGE_CACHE_CONTROL : 'no-cache',
    },
  })
}
