// Every GROQ query the site runs, named and in one place. Both backends (Sanity and the embedded
// dataset) run these same strings; typegen reads them to type their results. A text every page needs
// (a team's name, a date's title) gets its fallback here, once, with coalesce — not in each component.
import {defineQuery} from 'next-sanity'

/** What an image needs to render: the asset reference for URLs, crop/hotspot, alt, intrinsic size. */
const imageFields = /* groq */ `
  asset,
  crop,
  hotspot,
  alt,
  "dimensions": asset->metadata.dimensions{width, height}
`

const teamNoteFields = /* groq */ `
  _id,
  _createdAt,
  _updatedAt,
  "slug": slug.current,
  "team": coalesce(team->name, "Team news"),
  captain,
  quote,
  colours{from, to},
  logo{${imageFields}}
`

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  leagueName,
  shortName,
  description,
  seasonLabel,
  hostTeam,
  supportEmail,
  socialLink{label, url},
  location,
  registrationContact{name, phone, email},
  logo{${imageFields}}
}`)

export const heroSlidesQuery = defineQuery(`*[_type == "heroSlide"] | order(orderRank asc){
  _id,
  headlineTop,
  headlineEmph,
  tagline,
  image{${imageFields}}
}`)

export const teamNotesQuery = defineQuery(`*[_type == "teamNote" && defined(slug.current)] | order(orderRank asc){
  ${teamNoteFields}
}`)

/** Only the slugs: what the proxy checks a /news/<slug> request against before anything renders. */
export const publishedNoteSlugsQuery = defineQuery(`*[_type == "teamNote" && defined(slug.current)].slug.current`)

export const teamNoteQuery = defineQuery(`*[_type == "teamNote" && slug.current == $slug][0]{
  ${teamNoteFields}
}`)

export const keyDatesQuery = defineQuery(`*[_type == "keyDate" && defined(date)] | order(orderRank asc){
  _id,
  "title": coalesce(title, "To be announced"),
  date,
  dateNote,
  desc,
  badge
}`)

export const gallerySectionsQuery = defineQuery(`*[_type == "gallerySection"] | order(orderRank asc){
  _id,
  "name": coalesce(name, "Photos"),
  "images": coalesce(images[defined(asset)]{
    _key,
    caption,
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
  name,
  icon,
  "isPlaceholder": coalesce(isPlaceholder, false),
  "society": society->{name, location},
  logo{${imageFields}}
}`)

export const sponsorsQuery = defineQuery(`*[_type == "sponsor"] | order(order asc, name asc){
  _id,
  "name": coalesce(name, "Our sponsor"),
  tier,
  initials,
  tagline,
  link,
  logo{${imageFields}}
}`)

// Blocks and spans without a type (a half-edited body) are left out rather than rendered as unknowns.
export const pageQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  title,
  description,
  "body": body[defined(_type)]{
    ...,
    _type == "block" => {"children": children[defined(_type)]}
  }
}`)

// ---- League (season, matches, players) ----------------------------------------------------------

/** The current season (or the latest) with its matches, oldest first. */
export const leagueSeasonQuery = defineQuery(`*[_type == "season"] | order(coalesce(isCurrent, false) desc, year desc)[0]{
  _id,
  name,
  overs,
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
    "venue": coalesce(venueSociety->name, venueText),
    "homeTeam": homeTeam->{_id, name, icon},
    "awayTeam": awayTeam->{_id, name, icon},
    "playerOfMatch": playerOfMatch->name
  }
}`)

export const playersQuery = defineQuery(`*[_type == "player"] | order(name asc){
  _id,
  name,
  role,
  auctionPrice,
  "team": team->{_id, name},
  "boughtBy": boughtBy->{_id, name},
  "society": society->name
}`)
