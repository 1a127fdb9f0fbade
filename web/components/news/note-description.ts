// The meta description of a news item: who says what, cut to what search results show.
type Note = {team: string | null; captain: string | null; quote: string | null}

const MAX_LENGTH = 160

export function noteDescription({team, captain, quote}: Note): string {
  const who = captain ? `Captain ${captain}${team ? ` of ${team}` : ''}` : (team ?? '')
  const text = quote ? `${who || 'The captain'}: “${quote}”` : `${who || 'Team news'} on Oxygen Premier League Season 2.`
  return text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…`
}
