import {readFileSync} from 'node:fs'
import {deriveMatch} from '../web/lib/league/scorecard'
import {readScorecard} from './seed/scorecard-doc'
const docs = readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))
const rules = {ballsPerOver: 6, oversPerInnings: 8, oversPerBowler: 2, playersPerSide: 11}
let firstWins = 0
for (const d of docs.filter((d: any) => d._type === 'scorecard')) {
  const sc = (await readScorecard(d))!.scorecard
  const st = deriveMatch(sc, rules, {shortName: (t) => t.replace('team-oxygen-', '').slice(0, 4)})
  if (st.result?.winner === sc.innings[0]!.team) firstWins++
  console.log(d.match._ref.padEnd(9), st.scoreLine, '| toss', sc.toss!.winner.replace('team-oxygen-',''), sc.toss!.decision)
}
console.log({firstWins}, 'bytes', readFileSync(process.argv[2]!).length)
for (const d of docs.filter((d: any) => d._type === 'post')) console.log(d.title, '\n  ', d.summary, '\n  ', d.body[0].children[0].text, '\n  ', d.body[1].children[0].text)
