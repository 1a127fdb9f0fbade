// The fan contests planned for the season (/join/contests), shown as a list inside the Coming Soon
// card, with the entry button disabled until the contests open.
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
      <Button type="button" disabled>
        Coming Soon
      </Button>
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
