// The largest values a scorecard may hold: the Studio's rules (schemas/documents/scorecard.ts,
// season.ts) are written with these, and the site reads every scorecard through them (read.ts), so a
// value the Studio would refuse — a run count of 1e308, an innings of ten thousand balls — costs a page
// no more than the largest one it would accept.

/** Most overs a season's innings may have. */
export const MAX_SEASON_OVERS = 50

/** Most legal balls a season's over may have. */
export const MAX_BALLS_PER_OVER = 10

/** Any one count on a delivery (runs off the bat, extras of one kind, the total): more is read as this. */
export const MAX_RUNS_PER_COUNT = 99

/** Innings a scorecard holds (one a side); the site reads no more than these. */
export const MAX_INNINGS = 2

/** Deliveries one innings may hold: every legal ball of the longest innings a season allows, and as many
 * wides and no-balls again. The site reads the first this many of an innings and leaves out the rest. */
export const MAX_DELIVERIES_PER_INNINGS = 2 * MAX_SEASON_OVERS * MAX_BALLS_PER_OVER
