// The row above a key-dates timeline: the countdown to the next date (home page) and the
// "Add to calendar" link, wrapping onto two lines on a phone.
import styled from 'styled-components'
import {AddToCalendarLink} from '@/components/seo/add-to-calendar-link'
import type {KeyDatesQueryResult} from '@/lib/content'
import {theme} from '@/theme/theme'
import {Countdown} from './countdown'

type Props = {keyDates: KeyDatesQueryResult; countdown?: boolean}

export function ScheduleActions({keyDates, countdown = false}: Props) {
  if (keyDates.length === 0) return null
  return (
    <Row>
      {countdown ? <Countdown keyDates={keyDates} /> : null}
      <AddToCalendarLink />
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
`
