// The validator's output is bounded: a scorecard of ten thousand balls past the Studio's bounds is one
// problem, not forty thousand, and many problems of one kind are listed a few times and then counted.
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {MAX_DELIVERIES_PER_INNINGS} from '../league/scorecard/bounds'
import {MAX_PROBLEM_LINES, MAX_PROBLEMS_LISTED_PER_KIND, problemLines} from './lib/problem-summary'
import {oversizedScorecards} from './lib/scorecard-checks'
import {manyBatters} from './seed/hostile-data'

const ROOT = path.resolve(import.meta.dirname, '..')
const stranger = (i: number) => ({id: 'scorecard-match-1', path: `innings[0].deliveries[${i}].batter`, message: `player "intruder-${i}" is in neither team's squad`})

describe('problemLines', () => {
  it('lists each kind of problem a few times, then counts the rest', () => {
    const problems = [...Array.from({length: 20_000}, (_, i) => stranger(i)), {id: 'match-1', path: 'home', message: "Enter the home side's score."}]
    const lines = problemLines(problems)
    expect(lines).toHaveLength(MAX_PROBLEMS_LISTED_PER_KIND + 2)
    expect(lines[0]).toBe(`scorecard-match-1: innings[0].deliveries[0].batter — player "intruder-0" is in neither team's squad`)
    expect(lines[MAX_PROBLEMS_LISTED_PER_KIND]).toBe(`scorecard-match-1: … and ${(20_000 - MAX_PROBLEMS_LISTED_PER_KIND).toLocaleString('en')} more like the above`)
    expect(lines.at(-1)).toBe("match-1: home — Enter the home side's score.")
  })

  it('prints every problem of a short list as it is', () => {
    const problems = [stranger(1), {id: 'post-1', path: 'title', message: 'Required'}]
    expect(problemLines(problems)).toEqual([
      `scorecard-match-1: innings[0].deliveries[1].batter — player "intruder-1" is in neither team's squad`,
      'post-1: title — Required',
    ])
  })

  it('prints at most MAX_PROBLEM_LINES lines in all', () => {
    const problems = Array.from({length: 1_000}, (_, i) => ({id: `post-${i}`, path: 'title', message: 'Required'}))
    const lines = problemLines(problems)
    expect(lines).toHaveLength(MAX_PROBLEM_LINES + 1)
    expect(lines.at(-1)).toBe('… and 800 more lines of problems: fix the above and run again')
  })
})

describe('oversizedScorecards', () => {
  it('reports an innings of ten thousand balls once, and sets its scorecard aside from the other checks', async () => {
    const ndjson = manyBatters(await readFile(path.join(ROOT, 'content/demo-season.ndjson'), 'utf8'), 'scorecard-match-1', 10_000)
    const docs = ndjson.split('\n').map((line) => JSON.parse(line) as {_id: string; _type: string})
    const {ids, problems} = oversizedScorecards(docs)
    expect([...ids]).toEqual(['scorecard-match-1'])
    expect(problems).toEqual([
      {
        id: 'scorecard-match-1',
        path: 'innings[_key=="innings-1"].deliveries',
        message: `10,000 deliveries: an innings holds at most ${MAX_DELIVERIES_PER_INNINGS.toLocaleString('en')}; its balls are not checked until it is within that`,
      },
    ])
  })
})
