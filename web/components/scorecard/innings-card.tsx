// One innings of a scorecard, as club scorecards print it: the batting (how each batter got out under
// their name), extras by kind and the total, who is yet to bat, the fall of wickets, the bowling and
// the partnerships. Tables keep the phone-table rules (table-frame.tsx): the player stays in place
// while the figures scroll.
import {Fragment} from 'react'
import {ordinal} from '../../../league/ordinal'
import {PlayerLink} from '@/components/league/player-link'
import {TableFrame} from '@/components/league/table-frame'
import type {InningsView} from '@/lib/match-day/view-types'
import {BATTING_COLUMNS, BOWLING_COLUMNS, PARTNERSHIP_COLUMNS} from './columns'
import {Columns, Figures, HowOut, Innings, InningsHead, Notes, Total} from './innings-card.styles'

export const inningsId = (number: number) => `innings-${number}`

export function InningsCard({innings}: {innings: InningsView}) {
  const {team, number} = innings
  const id = inningsId(number)
  return (
    <Innings aria-labelledby={`${id}-heading`} id={id}>
      <InningsHead>
        <h3 id={`${id}-heading`}>
          {team.name} <span>{ordinal(number)} innings</span>
        </h3>
        <Total>
          <strong>{innings.total}</strong> <span>RR {innings.runRate}</span>
        </Total>
      </InningsHead>
      <Columns>
        <div>
          <Figures>
            <TableFrame label={`${team.name} batting`} columns={BATTING_COLUMNS} legend={false}>
              <tbody>
                {innings.batting.map((row) => (
                  <tr key={row.player.id} data-batting={row.batting || undefined}>
                    <th scope="row" data-wrap="wide">
                      <PlayerLink player={row.player} />
                      <HowOut>{row.howOut}</HowOut>
                    </th>
                    <td>
                      <strong>{row.runs}</strong>
                    </td>
                    <td>{row.balls}</td>
                    <td>{row.fours}</td>
                    <td>{row.sixes}</td>
                    <td>{row.strikeRate}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Extras</th>
                  <td colSpan={5} data-wrap="wide">
                    {innings.extras}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Total</th>
                  <td colSpan={5} data-wrap="wide">
                    <strong>{innings.total}</strong> · RR {innings.runRate}
                  </td>
                </tr>
              </tfoot>
            </TableFrame>
          </Figures>
          <Notes>
            {innings.yetToBat.length > 0 ? (
              <p>
                <strong>{innings.inProgress ? 'Yet to bat' : 'Did not bat'}:</strong>{' '}
                {innings.yetToBat.map((player, i) => (
                  <Fragment key={player.id}>
                    {i > 0 ? ', ' : ''}
                    <PlayerLink player={player} />
                  </Fragment>
                ))}
              </p>
            ) : null}
            {innings.fallOfWickets.length > 0 ? (
              <p>
                <strong>Fall of wickets:</strong>{' '}
                {innings.fallOfWickets.map((fall, i) => (
                  <Fragment key={fall.wicket}>
                    {i > 0 ? ', ' : ''}
                    <span>
                      {fall.wicket}-{fall.runs} (<PlayerLink player={fall.player} />, {fall.overs} ov)
                    </span>
                  </Fragment>
                ))}
              </p>
            ) : null}
          </Notes>
        </div>
        <div>
          {innings.bowling.length > 0 ? (
            <Figures>
              <TableFrame label={`Bowling to ${team.name}`} columns={BOWLING_COLUMNS} legend={false}>
                <tbody>
                  {innings.bowling.map((row) => (
                    <tr key={row.player.id}>
                      <th scope="row" data-wrap>
                        <PlayerLink player={row.player} />
                      </th>
                      <td>{row.overs}</td>
                      <td>{row.maidens}</td>
                      <td>{row.runs}</td>
                      <td>
                        <strong>{row.wickets}</strong>
                      </td>
                      <td>{row.economy}</td>
                      <td>{row.wides}</td>
                      <td>{row.noballs}</td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            </Figures>
          ) : null}
          {innings.partnerships.length > 0 ? (
            <Figures>
              <TableFrame label={`${team.name} partnerships`} columns={PARTNERSHIP_COLUMNS} legend={false}>
                <tbody>
                  {innings.partnerships.map((p) => (
                    <tr key={p.wicket}>
                      <th scope="row" data-wrap="wide">
                        <PlayerLink player={p.batters[0]} /> &amp; <PlayerLink player={p.batters[1]} />
                        <HowOut>
                          {ordinal(p.wicket)} wicket{p.unbroken ? ', unbroken' : ''}
                        </HowOut>
                      </th>
                      <td>
                        <strong>{p.runs}</strong>
                      </td>
                      <td>{p.balls}</td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            </Figures>
          ) : null}
        </div>
      </Columns>
    </Innings>
  )
}
