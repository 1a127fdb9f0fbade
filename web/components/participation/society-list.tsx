// The participating housing societies, each with where it is (/participation/societies). The list
// styles its cards once (not one copy of the card's rules per society in the page).
import styled from 'styled-components'
import type {SocietiesQueryResult} from '@/lib/content'
import {PinIcon} from '@/components/icons/pin-icon'
import {cardStyles, CardGrid} from '@/components/ui/card-grid'

export function SocietyList({societies}: {societies: SocietiesQueryResult}) {
  if (societies.length === 0) return <p>The participating societies will be announced soon.</p>
  return (
    <SocietyGrid aria-label="Participating societies">
      {societies.map((society) => (
        <li key={society._id}>
          <h2>{society.name}</h2>
          <p>
            <PinIcon />
            {society.location}
          </p>
        </li>
      ))}
    </SocietyGrid>
  )
}

const SocietyGrid = styled(CardGrid)`
  > li {
    ${cardStyles}
  }
`
