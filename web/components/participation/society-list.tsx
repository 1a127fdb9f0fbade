// The participating housing societies, each with where it is (/participation/societies), as plain cards.
import type {SocietiesQueryResult} from '@/lib/content'
import {PinIcon} from '@/components/icons/pin-icon'
import {Card, CardGrid} from '@/components/ui/card-grid'

export function SocietyList({societies}: {societies: SocietiesQueryResult}) {
  if (societies.length === 0) return <p>The participating societies will be announced soon.</p>
  return (
    <CardGrid aria-label="Participating societies">
      {societies.map((society) => (
        <Card key={society._id}>
          <h2>{society.name}</h2>
          <p>
            <PinIcon />
            {society.location}
          </p>
        </Card>
      ))}
    </CardGrid>
  )
}
