// The fan contests planned for the season (/join/contests), shown as a list inside the Coming Soon
// card, with the entry button disabled until the contests open: a quiet status row, not a call to
// action (the card's one action is the key dates). Styles: coming-soon-styles.ts (site stylesheet).
import {Button} from '@/components/ui/button'

export type PlannedContest = {name: string; description: string}

export function ContestList({contests}: {contests: PlannedContest[]}) {
  return (
    <>
      <ul className="contest-list" aria-label="Planned contests">
        {contests.map((contest) => (
          <li className="contest-list-item" key={contest.name}>
            <h3>{contest.name}</h3>
            <p>{contest.description}</p>
          </li>
        ))}
      </ul>
      <div className="contest-list-entry">
        <p id="contest-entry-note">Entries open closer to the league matches.</p>
        <Button type="button" variant="secondary" disabled aria-describedby="contest-entry-note">
          Coming Soon
        </Button>
      </div>
    </>
  )
}
