// Which season is the current one, said once for the site's queries and the Studio: the season marked
// current, else the newest by year. The site's season label follows it while there is one.

/** The current season document (GROQ), for a projection or a field to follow. */
export const CURRENT_SEASON = /* groq */ `*[_type == "season"] | order(coalesce(isCurrent, false) desc, year desc)[0]`
