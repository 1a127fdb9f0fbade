// Datasets an attacker with write access to a hand-edited dataset file might make (issue 55), built from
// the demo season for the tests that replay them: a scorecard of ten thousand balls, each with a batter
// and non-striker never seen before, and run counts and a player's name far past the Studio's limits.
type Doc = Record<string, unknown> & {_id: string; _type: string}
type Innings = {deliveries: Record<string, unknown>[]}

const ref = (id: string) => ({_type: 'reference', _ref: id})

/** Each line's document passed through `change` (which may change it in place). */
function edit(ndjson: string, change: (doc: Doc) => void): string {
  return ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const doc = JSON.parse(line) as Doc
      change(doc)
      return JSON.stringify(doc)
    })
    .join('\n')
}

/** The demo season with `scorecardId`'s first innings replaced by `count` deliveries of distinct batters. */
export function manyBatters(ndjson: string, scorecardId: string, count: number): string {
  return edit(ndjson, (doc) => {
    if (doc._id !== scorecardId) return
    const first = (doc.innings as Innings[])[0]!
    const bowler = first.deliveries[0]!.bowler
    first.deliveries = Array.from({length: count}, (_, i) => ({
      _key: `flood-${i}`,
      _type: 'delivery',
      batter: ref(`intruder-striker-${i}`),
      non_striker: ref(`intruder-partner-${i}`),
      bowler,
      runs: {batter: 1, extras: 0, total: 1},
    }))
  })
}

/** The demo season with a run value of `runs` on the first `balls` deliveries of every innings of
 * `scorecardId`, and `playerId`'s name `nameLength` characters long. */
export function hugeValues(ndjson: string, {scorecardId, balls, runs, playerId, nameLength}: {scorecardId: string; balls: number; runs: number; playerId: string; nameLength: number}): string {
  return edit(ndjson, (doc) => {
    if (doc._id === playerId) doc.name = `Long${'g'.repeat(nameLength - 4)}`
    if (doc._id !== scorecardId) return
    for (const innings of doc.innings as Innings[])
      for (const delivery of innings.deliveries.slice(0, balls)) {
        delivery.runs = {batter: runs, extras: runs, total: runs}
        delivery.extras = {byes: runs}
      }
  })
}
