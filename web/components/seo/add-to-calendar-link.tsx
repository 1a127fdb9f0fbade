// "Add to calendar": downloads the key dates as an .ics file that phones and desktop calendars
// import. A plain link, not next/link: the target is a file, not a page to navigate to.
import styled from 'styled-components'
import {CALENDAR_PATH} from '@/lib/calendar/calendar-file'
import {theme} from '@/theme/theme'

type Props = {
  /** "onDark" on a green band, "onLight" (default) on a white or pale section. */
  tone?: 'onLight' | 'onDark'
}

export function AddToCalendarLink({tone = 'onLight'}: Props) {
  return (
    <Link href={CALENDAR_PATH} type="text/calendar" $tone={tone}>
      <CalendarIcon />
      Add to calendar
    </Link>
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M12 14v4M10 16h4" />
    </svg>
  )
}

const Link = styled.a<{$tone: 'onLight' | 'onDark'}>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${({$tone}) => ($tone === 'onDark' ? theme.colors.accent : theme.colors.primary)};
  color: ${({$tone}) => ($tone === 'onDark' ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${({$tone}) => ($tone === 'onDark' ? theme.colors.hoverOnPrimary : theme.colors.surfaceAlt)};
  }
`
