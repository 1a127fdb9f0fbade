// /sitemap.xml: every public route, every news item (posts and team notes), every team's, season's, match's
// and player's page, as absolute URLs on the configured site. Cached under their tags, so a new note, team or
// match appears without a deploy.
import type {MetadataRoute} from 'next'
import {teamPageSlugs} from '@/lib/league/team-data'
import {matchPageParams} from '@/lib/league/match-data'
import {getLeagueSeason, getPlayers, getPosts, getSeasons, getTeamNotes, getTeams} from '@/lib/content'
import {playerPageSlugs} from '@/lib/match-day/players'
import {matchPath, playerPath, PUBLIC_ROUTES, seasonPath} from '@/lib/routes'
import {absoluteUrl} from '@/lib/seo/site-url'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [notes, posts, teams, season, players, seasons] = await Promise.all([
    getTeamNotes(),
    getPosts(),
    getTeams(),
    getLeagueSeason(),
    getPlayers(),
    getSeasons(),
  ])
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/matches/schedules' || path === '/news' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.6,
  }))
  const news: MetadataRoute.Sitemap = notes.flatMap((note) =>
    note.slug ? [{url: absoluteUrl(`/news/${note.slug}`), changeFrequency: 'monthly' as const, priority: 0.7}] : [],
  )
  const dated: MetadataRoute.Sitemap = posts.map((post) => ({
    url: absoluteUrl(`/news/${post.slug}`),
    ...(post.publishedAt && {lastModified: post.publishedAt}),
    changeFrequency: 'monthly' as const,
    priority: 0.7,
  }))
  const teamPages: MetadataRoute.Sitemap = teamPageSlugs(teams).map((slug) => ({
    url: absoluteUrl(`/participation/teams/${slug}`),
    changeFrequency: 'weekly' as const,
    priority: 0.6,
  }))
  const seasonPages: MetadataRoute.Sitemap = seasons.flatMap((s) =>
    s.year != null ? [{url: absoluteUrl(seasonPath(s.year)), changeFrequency: 'weekly' as const, priority: 0.5}] : [],
  )
  const matchPages: MetadataRoute.Sitemap = matchPageParams(season).map(({season: year, number}) => ({
    url: absoluteUrl(matchPath(Number(year), Number(number))),
    changeFrequency: 'weekly' as const,
    priority: 0.5,
  }))
  const playerPages: MetadataRoute.Sitemap = playerPageSlugs(players).map((slug) => ({
    url: absoluteUrl(playerPath(slug)),
    changeFrequency: 'weekly' as const,
    priority: 0.4,
  }))
  return [...pages, ...dated, ...news, ...teamPages, ...seasonPages, ...matchPages, ...playerPages]
}
