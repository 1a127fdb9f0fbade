// The headings of a scorecard's tables, abbreviated as scorecards print them, with their full names
// for the <abbr> titles and the one key under the scorecard.
import {uniqueColumns, type Column} from '@/components/league/table-frame'

export const BATTING_COLUMNS: readonly Column[] = [
  'Batter',
  {label: 'R', title: 'Runs'},
  {label: 'B', title: 'Balls'},
  {label: '4s', title: 'Fours'},
  {label: '6s', title: 'Sixes'},
  {label: 'SR', title: 'Strike rate (runs per 100 balls)'},
]

export const BOWLING_COLUMNS: readonly Column[] = [
  'Bowler',
  {label: 'O', title: 'Overs'},
  {label: 'M', title: 'Maidens'},
  {label: 'R', title: 'Runs'},
  {label: 'W', title: 'Wickets'},
  {label: 'Econ', title: 'Economy (runs per over)'},
  {label: 'Wd', title: 'Wides'},
  {label: 'NB', title: 'No-balls'},
]

export const PARTNERSHIP_COLUMNS: readonly Column[] = ['Partnership', {label: 'R', title: 'Runs'}, {label: 'B', title: 'Balls'}]

/** Every abbreviation of the three tables once, for the key under the scorecard. */
export const SCORECARD_KEY: readonly Column[] = uniqueColumns([...BATTING_COLUMNS, ...BOWLING_COLUMNS, ...PARTNERSHIP_COLUMNS])
