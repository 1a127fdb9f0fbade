// A team's name wherever the site shows one, linking to the team's page (/participation/teams/<slug>).
import {Link} from '@/components/ui/link'
import {teamPath} from '@/lib/routes'
import {teamSlug} from '../../../league'

export function TeamLink({name}: {name: string | null | undefined}) {
  const text = name?.trim()
  if (!text) return <>To be decided</>
  if (!teamSlug(text)) return <>{text}</>
  return <Link href={teamPath(text)}>{text}</Link>
}
