// The parts of /matches/schedules under the key dates (app/matches/schedules/page.tsx): the fixtures
// block, set well apart from the timeline, the note shown until there are fixtures, and the small links
// to the rules and the seasons list at the foot.
import styled from 'styled-components'
import {theme} from '@/theme/theme'

export const FixturesSection = styled.div`
  margin-top: ${theme.space.xxl};
`

export const ScheduleNote = styled.p`
  margin: ${theme.space.xl} 0 0;
  color: ${theme.colors.inkMuted};
`

export const MoreLinks = styled.p`
  margin: ${theme.space.xl} 0 0;
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`
