// Every GROQ query the site runs, named and in one place. Both backends (Sanity and the embedded
// dataset) run these same strings; typegen reads them to type their results. A text every page needs
// (a team's name, a date's title) gets its fallback here, once, with coalesce — not in each component.
// Typegen types the fields the schema requires as always present (--enforce-required-fields), but an
// older or half-written document may still lack one: each such text is coalesced here — to its
// fallback, or to "" (which components treat as missing) — so the types tell the truth. A choice from a
// list (a key date's badge, a sponsor's tier) has no sensible default: typegen cannot type it as
// possibly missing, so the components that read one still handle its absence (and their tests say so).
import {defineQuery} from 'next-sanity'
import {CURRENT_SEASON} from '../../../league/site/current-season'

/** What an image needs to render: the asset reference for URLs, crop/hotspot, alt, intrinsic size, and the
 * LQIP Sanity computes on upload (a tiny blurred JPEG data URL, the placeholder while a photo loads). */
const imageFields = /* groq */ `
  asset,
  crop,
  hotspot,
  "alt": coalesce(alt, ""),
  "dimensions": asset->metadata.dimensions{width, height},
  "lqip": asset->metadata.lqip
`

/** A post as a card or feed entry shows it: no body. The match names its season's year and number,
 * which make up its page's address. */
const postCardFields = /* groq */ `
  _id,
  "slug": slug.current,
  "title": coalesce(title, "News"),
  publishedAt,
  "author": coalesce(author, ""),
  "summary": coalesce(summary, ""),
  cover{${imageFields}},
  "teams": coalesce(teams[]->{_id, "name": coalesce(name, "Team")}, []),
  "match": match->{_id, matchNumber, "seasonYear": season->year}
`

const teamNoteFields = /* groq */ `
  _id,
  _createdAt,
  _updatedAt,
  "slug": slug.current,
  "team": coalesce(team->name, "Team news"),
  "captain": coalesce(captain, ""),
  "quote": coalesce(quote, ""),
  "colours": {"from": coalesce(colours.from, ""), "to": coalesce(colours.to, "")},
  "logo": coalesce(team->logo, logo){${imageFields}}
`

/** The site's settings. Its season label is the current season's year while the dataset has a season, and
 * the label typed in the settings only while it has none. */
export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  "leagueName": coalesce(leagueName, ""),
  "shortName": coalesce(shortName, ""),
  "description": coalesce(description, ""),
  "seasonLabel": coalesce(string(${CURRENT_SEASON}.year), seasonLabel, ""),
  hostTeam,
  "supportEmail": coalesce(supportEmail, ""),
  socialLink{"label": coalesce(label, ""), "url": coalesce(url, "")},
  "location": coalesce(location, ""),
  registrationContact{"name": coalesce(name, ""), phone, email},
  logo{${imageFields}}
}`)

export const heroSlidesQuery = defineQuery(`*[_type == "heroSlide"] | order(orderRank asc){
  _id,
  "headlineTop": coalesce(headlineTop, ""),
  "headlineEmph": coalesce(headlineEmph, ""),
  "tagline": coalesce(tagline, ""),
  image{${imageFields}}
}`)

export const teamNotesQuery = defineQuery(`*[_type == "teamNote" && defined(slug.current)] | order(orderRank asc){
  ${teamNoteFields}
}`)

export const teamNoteQuery = defineQuery(`*[_type == "teamNote" && slug.current == $slug][0]{
  ${teamNoteFields}
}`)

export const keyDatesQuery = defineQuery(`*[_type == "keyDate" && defined(date)] | order(orderRank asc){
  _id,
  "title": coalesce(title, "To be announced"),
  date,
  dateNote,
  "desc": coalesce(desc, ""),
  badge
}`)

export const gallerySectionsQuery = defineQuery(`*[_type == "gallerySection"] | order(orderRank asc){
  _id,
  "name": coalesce(name, "Photos"),
  "images": coalesce(images[defined(asset)]{
    _key,
    "caption": coalesce(caption, ""),
    ${imageFields}
  }, [])
}`)

export const societiesQuery = defineQuery(`*[_type == "society"] | order(name asc){
  _id,
  "name": coalesce(name, "Society"),
  "location": coalesce(location, "Sarjapur, Bangalore")
}`)

export const teamsQuery = defineQuery(`*[_type == "team"] | order(coalesce(isPlaceholder, false) asc, name asc){
  _id,
  "name": coalesce(name, "Team"),
  icon,
  "isPlaceholder": coalesce(isPlaceholder, false),
  "society": society->{"name": coalesce(name, "Society"), "location": coalesce(location, "Sarjapur, Bangalore")},
  logo{${imageFields}}
}`)

export const sponsorsQuery = defineQuery(`*[_type == "sponsor"] | order(order asc, name asc){
  _id,
  "name": coalesce(name, "Our sponsor"),
  tier,
  "initials": coalesce(initials, ""),
  tagline,
  link,
  logo{${imageFields}}
}`)

// Blocks and spans without a type (a half-edited body) are left out rather than rendered as unknowns.
export const pageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  "title": coalesce(title, ""),
  "description": coalesce(description, ""),
  "body": coalesce(body[defined(_type)]{
    ...,
    _type == "block" => {"children": children[defined(_type)]}
  }, [])
}`)

// ---- Posts (dated news, match reports) ----------------------------------------------------------

export const postsQuery = defineQuery(`*[_type == "post" && defined(slug.current) && defined(publishedAt)] | order(publishedAt desc){
  ${postCardFields}
}`)

// Pictures without a file and blocks without a type (a half-edited body) are left out.
export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0]{
  ${postCardFields},
  "body": coalesce(body[defined(_type) && (_type != "postPicture" || defined(asset))]{
    ...,
    _type == "block" => {"children": children[defined(_type)]},
    _type == "postPicture" => {"caption": coalesce(caption, ""), ${imageFields}}
  }, [])
}`)

// ---- League (season, matches, players) ----------------------------------------------------------

/** A side of a match as its card shows it: name, short code and crest (no LQIP: a crest is drawn small). */
const matchTeamFields = /* groq */ `
  _id,
  name,
  icon,
  shortName,
  "crest": logo{asset, "alt": coalesce(alt, "")}
`

/** A season with its matches, oldest first; a match's ground is its venue document, else its society's
 * name or the typed venue (older documents), so a half-filled match still shows where it is played. */
const seasonFields = /* groq */ `
  _id,
  name,
  year,
  overs,
  ballsPerOver,
  oversPerBowler,
  playersPerSide,
  pointsWin,
  pointsTie,
  pointsNoResult,
  "matches": *[_type == "match" && season._ref == ^._id] | order(startsAt asc){
    _id,
    matchNumber,
    stage,
    startsAt,
    status,
    battedFirst,
    home{runs, wickets, overs},
    away{runs, wickets, overs},
    winner,
    "venue": coalesce(ground->name, venueSociety->name, venueText),
    "ground": ground->{"name": coalesce(name, ""), "address": coalesce(address, ""), mapUrl, note},
    "homeTeam": homeTeam->{${matchTeamFields}},
    "awayTeam": awayTeam->{${matchTeamFields}},
    "playerOfMatch": playerOfMatch->name,
    "playerOfMatchId": playerOfMatch._ref
  }
`

/** The current season (or the latest) with its matches, oldest first. */
export const leagueSeasonQuery = defineQuery(`${CURRENT_SEASON}{${seasonFields}}`)

/** One season by its year (the current one first, should two share a year), with its matches. */
export const seasonByYearQuery = defineQuery(
  `*[_type == "season" && year == $year] | order(coalesce(isCurrent, false) desc, _updatedAt desc)[0]{${seasonFields}}`,
)

/** Every season that has matches, newest first: the seasons list and the /matches/<year> addresses. */
export const seasonsQuery = defineQuery(`*[_type == "season" && defined(year) && count(*[_type == "match" && season._ref == ^._id]) > 0] | order(year desc, coalesce(isCurrent, false) desc){
  _id,
  name,
  year,
  "isCurrent": coalesce(isCurrent, false)
}`)

export const playersQuery = defineQuery(`*[_type == "player"] | order(name asc){
  _id,
  name,
  "slug": coalesce(slug.current, ""),
  role,
  auctionPrice,
  "team": team->{_id, name},
  "boughtBy": boughtBy->{_id, name},
  "society": society->name
}`)

// ---- Scorecards (ball by ball) -----------------------------------------------------------------

/** A scorecard with every reference as its id, in the shape of league/scorecard/types.ts
 * (Cricsheet's field names); missing counts are left null for the content layer to read as 0. */
const scorecardFields = /* groq */ `
  _id,
  _updatedAt,
  "match": match._ref,
  "toss": toss{"winner": winner._ref, decision},
  "innings": coalesce(innings[]{
    "team": team._ref,
    "penalty_runs": penalty_runs{pre, post},
    "deliveries": coalesce(deliveries[]{
      "batter": batter._ref,
      "non_striker": non_striker._ref,
      "bowler": bowler._ref,
      "runs": runs{batter, extras, total},
      "extras": extras{wides, noballs, byes, legbyes, penalty},
      "wickets": wickets[]{kind, "player_out": player_out._ref, "fielders": fielders[]._ref}
    }, [])
  }, [])
`

/** Every scorecard of one season's matches, the latest edited first (the first one of a match counts). */
export const seasonScorecardsQuery = defineQuery(`*[_type == "scorecard" && match->season._ref == $season] | order(_updatedAt desc){${scorecardFields}}`)

/** One match's scorecard (the latest edited, should a match have two); null when it has none. */
export const matchScorecardQuery = defineQuery(`*[_type == "scorecard" && match._ref == $match] | order(_updatedAt desc)[0]{${scorecardFields}}`)
