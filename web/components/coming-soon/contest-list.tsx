// The fan contests planned for the season (/join/contests), shown as a list inside the Coming Soon
// card, with the entry button disabled until the contests open: a quiet status row, not a call to
// action (the card's one action is the key dates). Styles: coming-soon.styles.ts.
import {Button} from '@/components/ui/button'
import {Contest, Contests, EntryRow} from './coming-soon.styles'

export type PlannedContest = {name: string; description: string}

/** `entryNote` says when entries open, as of today (season-phase.ts contestsText). */
export function ContestList({contests, entryNote}: {contests: PlannedContest[]; entryNote: string}) {
  return (
    <>
      <Contests aria-label="Planned contests">
        {contests.map((contest) => (
          <Contest key={contest.name}>
            <h3>{contest.name}</h3>
            <p>{contest.description}</p>
          </Contest>
        ))}
      </Contests>
      <EntryRow>
        <p id="contest-entry-note">{entryNote}</p>
        <Button type="button" variant="secondary" disabled aria-describedby="contest-entry-note">
          Coming Soon
        </Button>
      </EntryRow>
    </>
  )
}
