// How the scoreboard's "this over" strip writes one ball: 0 1 4 6, wd, 2wd, nb, 4nb, 1b, 2lb, W.
import type {Delivery} from '../../league/scorecard/types'

export function ballLabel(d: Delivery): string {
  const {wides = 0, noballs = 0, byes = 0, legbyes = 0} = d.extras ?? {}
  if (d.wickets?.length) return d.runs.total ? `W+${d.runs.total}` : 'W'
  if (wides) return wides > 1 ? `${wides}wd` : 'wd'
  if (noballs) return d.runs.batter ? `${d.runs.batter}nb` : 'nb'
  if (byes) return `${byes}b`
  if (legbyes) return `${legbyes}lb`
  return String(d.runs.batter)
}
