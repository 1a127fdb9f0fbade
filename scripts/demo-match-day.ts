// `npm run demo:match-day`: plays the current season's next fixture ball by ball into a dataset file, one
// ball every `--every` seconds (default 5), so anyone can watch a live match offline. The file is the one
// CONTENT_DATASET_PATH names, else the Studio's working copy (.studio-data/data.ndjson); `--demo` first
// makes that working copy the demo season (content/demo-season.ndjson). It prints the match page's address.
import {copyFile} from 'node:fs/promises'
import path from 'node:path'
import {DocumentStore} from './content-lake/store'
import {workingCopy} from './content-lake/working-copy'
import {nextFixture, playFixture} from './lib/match-day'
import {matchPath} from '../web/lib/routes'
import {liveLine} from './seed/demo-figures'
import {commandLine} from './lib/command-line'

const USAGE = `
Usage: npm run demo:match-day [-- --every=<seconds>] [--demo]

Plays the current season's next fixture ball by ball into the dataset file (CONTENT_DATASET_PATH, else
the Studio's working copy .studio-data/data.ndjson), and prints the match page's address.
  --every <s>  seconds between two balls (default 5)
  --demo       first make the working copy the demo season (content/demo-season.ndjson)
  --help       this text
`

const ROOT = path.resolve(import.meta.dirname, '..')
const DEFAULT_EVERY_SECONDS = 5

const {values} = commandLine(USAGE, {every: {type: 'string'}, demo: {type: 'boolean'}})
const every = Number(values.every ?? DEFAULT_EVERY_SECONDS)
if (!Number.isFinite(every) || every < 0) {
  console.error(`--every takes the seconds between two balls, e.g. --every=5 (got "${values.every}").`)
  process.exit(1)
}
const named = process.env.CONTENT_DATASET_PATH
if (values.demo && named) {
  console.error('--demo makes the Studio\'s working copy the demo season; it does not overwrite CONTENT_DATASET_PATH. Unset it, or copy content/demo-season.ndjson there yourself.')
  process.exit(1)
}
const file = named ? path.resolve(named) : await workingCopy({fresh: values.demo})
if (values.demo) await copyFile(path.join(ROOT, 'content/demo-season.ndjson'), file)

const docs = await new DocumentStore(file).documents()
const fixture = nextFixture(docs)
if (typeof fixture === 'string') {
  console.error(`No match to play in ${path.relative(process.cwd(), file)}: ${fixture}.`)
  if (!named) console.error('Start the working copy from the demo season: npm run demo:match-day -- --demo')
  process.exit(1)
}
const site = (process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
const {match, season, home, away, rules} = fixture
const shown = path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file)
const teamName = (id: string) => String(docs.find((d) => d._id === id)?.name ?? id)
const playerName = (id: string) => String(docs.find((d) => d._id === id)?.name ?? id)
console.log(`Playing match ${String(match.matchNumber)}, ${teamName(home.team)} v ${teamName(away.team)}, into ${shown}: a ball every ${every} s.`)
console.log(`Watch it at ${site}${matchPath(Number(season.year), Number(match.matchNumber))}`)
if (!named) console.log(`(the site must run on that file: CONTENT_DATASET_PATH=${shown} npm start)`)

let stop = false
process.once('SIGINT', () => {
  stop = true
  console.log('\nStopping after this ball; run again to carry on.')
})
const outcome = await playFixture(file, fixture, {
  pause: () => new Promise((resolve) => setTimeout(resolve, every * 1000)),
  stopped: () => stop,
  onStep: ({kind, scorecard, playerOfMatch}) => {
    if (kind === 'toss') console.log(`${teamName(scorecard.toss!.winner)} won the toss and chose to ${scorecard.toss!.decision}.`)
    if (kind === 'ball') console.log(liveLine(scorecard, rules, {shortName: teamName}))
    if (kind === 'end') console.log(`Match completed.${playerOfMatch ? ` Player of the match: ${playerName(playerOfMatch)}.` : ''}`)
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
if (outcome === 'stopped') console.log(`Match ${String(match.matchNumber)} left live.`)
