// A match's number linking to its page (/matches/<season>/<number>), where the season has a year.
import {Link} from '@/components/ui/link'
import {matchPath} from '@/lib/routes'

type Props = {seasonYear: number | null | undefined; matchNumber: number | null | undefined; children?: React.ReactNode}

export function MatchLink({seasonYear, matchNumber, children}: Props) {
  const label = children ?? `#${matchNumber ?? '?'}`
  if (seasonYear == null || matchNumber == null) return <>{label}</>
  return <Link href={matchPath(seasonYear, matchNumber)}>{label}</Link>
}
