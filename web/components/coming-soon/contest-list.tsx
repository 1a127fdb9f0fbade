// The fan contests planned for the season (/join/contests), shown as a list inside the Coming Soon
// card, with the entry button disabled until the contests open: a quiet status row, not a call to
// action (the card's one action is the key dates).
import styled from 'styled-components'
import {Button} from '@/components/ui/button'
import {media, theme} from '@/theme/theme'

export type PlannedContest = {name: string; description: string}

export function ContestList({contests}: {contests: PlannedContest[]}) {
  return (
    <>
      <List aria-label="Planned contests">
        {contests.map((contest) => (
          <Item key={contest.name}>
            <h3>{contest.name}</h3>
            <p>{contest.description}</p>
          </Item>
        ))}
      </List>
      <Entry>
        <p id="contest-entry-note">Entries open closer to the league matches.</p>
        <Button type="button" variant="secondary" disabled aria-describedby="contest-entry-note">
          Coming Soon
        </Button>
      </Entry>
    </>
  )
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  text-align: left;
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Item = styled.li`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  border-left: 4px solid ${theme.colors.primary};

  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`

const Entry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-weight: 600;
  }
  button {
    min-height: 36px;
    padding: ${theme.space.xs} ${theme.space.md};
    font-size: ${theme.fontSizes.sm};
  }
`
