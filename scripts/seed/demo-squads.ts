// The demo season's squads: eleven players a side (the season's playersPerSide), the captain of each
// team's note first, then ten auctioned players. Every player has a unique web address made from the
// name, as the Studio's Generate button makes it. Used by demo-season.ts.

type Doc = {_id: string; _type: string; [field: string]: unknown}

export const PLAYERS_PER_SIDE = 11
/** The roles of the ten auctioned players of a squad, in squad order: the batting order's backbone. */
const ROLES = ['wicketKeeper', 'batter', 'batter', 'allRounder', 'batter', 'allRounder', 'wicketKeeper', 'bowler', 'bowler', 'bowler'] as const
const FIRST_NAMES = ['Aarav', 'Vihaan', 'Ishaan', 'Kabir', 'Rohan', 'Arjun', 'Siddharth', 'Nikhil', 'Pranav', 'Yash']
const LAST_NAMES = ['Sharma', 'Patil', 'Iyer', 'Kulkarni', 'Deshmukh', 'Nair', 'Joshi', 'Rao']

const ref = (id: string) => ({_type: 'reference', _ref: id})

/** "Rahul Menon" → "rahul-menon": what Sanity's slug field generates from a name. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Web addresses for names, in order: a name already taken gets "-2", "-3"… so each is unique. */
export function uniqueSlugs(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((name) => {
    const base = slugify(name) || 'player'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  })
}

/**
 * Eleven players for each team: its captain (named by the team's note; not auctioned, so the auction
 * still has ten players a team) and ten auctioned ones, each at the price `price()` draws next.
 */
export function demoSquads(docs: readonly Doc[], teams: readonly Doc[], price: () => number): Doc[] {
  const societyOf = (team: Doc) => (team.society as {_ref: string})._ref
  const captainOf = (team: Doc) =>
    String(docs.find((d) => d._type === 'teamNote' && (d.team as {_ref?: string} | undefined)?._ref === team._id)?.captain ?? '').trim()
  const squads = teams.map((team, t) => {
    const captain = captainOf(team)
    if (!captain) throw new Error(`${team._id} has no team note naming its captain: the squad would be short of ${PLAYERS_PER_SIDE}`)
    const auctioned = ROLES.map((role, i) => ({
      _id: `player-${t + 1}-${i + 1}`,
      name: `${FIRST_NAMES[i]} ${LAST_NAMES[(t * 3 + i) % LAST_NAMES.length]}`,
      role,
      auctionPrice: 500 * (2 + price()),
      boughtBy: ref(team._id),
    }))
    const squad = [{_id: `player-${t + 1}-captain`, name: captain, role: 'allRounder'}, ...auctioned]
    return squad.map((player) => ({_type: 'player', ...player, society: ref(societyOf(team)), team: ref(team._id)}))
  })
  const players = squads.flat()
  const slugs = uniqueSlugs(players.map((p) => p.name))
  return players.map(({_id, _type, name, ...rest}, i) => ({_id, _type, name, slug: {_type: 'slug', current: slugs[i]!}, ...rest}))
}
