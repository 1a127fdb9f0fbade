// A match's over-by-over charts, drawn on the server as SVG (no script): runs per over, both innings
// side by side with wickets as dots, and the worm, each innings' runs over by over. The pictures are
// hidden from screen readers; the caption says what they show and a table under them holds every
// number they draw (lib/match-day/over-chart.ts lays them out).
import {Fragment} from 'react'
import {TableFrame} from '@/components/league/table-frame'
import {CHART, manhattan, overRows, worm, type ChartInnings, type Tick} from '@/lib/match-day/over-chart'
import {ChartPanel, Charts, Figure, Key, OverTable} from './over-chart.styles'

type Props = {innings: ChartInnings[]; quota: number; caption: string}

/** Wicket dots sit this far above their bar. */
const DOT_GAP = 6
const DOT_RADIUS = 3.5

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

function Axes({yTicks, xTicks, baseline}: {yTicks: Tick[]; xTicks: Tick[]; baseline: number}) {
  return (
    <g className="axes">
      {yTicks.map((t) => (
        <g key={t.value}>
          <line x1={CHART.left} x2={CHART.width - CHART.right} y1={t.at} y2={t.at} className={t.value === 0 ? 'base' : 'grid'} />
          <text x={CHART.left - 6} y={t.at} dy="0.35em" textAnchor="end">
            {t.value}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <text key={t.value} x={t.at} y={baseline + 16} textAnchor="middle">
          {t.value}
        </text>
      ))}
    </g>
  )
}

function RunsPerOver({innings, quota}: {innings: ChartInnings[]; quota: number}) {
  const chart = manhattan(innings, quota)
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false">
      <Axes {...chart} />
      {chart.bars.map((bar) => (
        <Fragment key={`${bar.innings}-${bar.over}`}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} className={`side-${bar.innings}`} />
          {Array.from({length: bar.wickets}, (_, i) => (
            <circle key={i} cx={bar.x + bar.width / 2} cy={bar.y - DOT_GAP - i * (DOT_RADIUS * 2 + 1)} r={DOT_RADIUS} className="wicket" />
          ))}
        </Fragment>
      ))}
    </svg>
  )
}

function Worm({innings, quota}: {innings: ChartInnings[]; quota: number}) {
  const chart = worm(innings, quota)
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} aria-hidden="true" focusable="false">
      <Axes {...chart} />
      {chart.lines.map((line) => (
        <g key={line.innings} className={`side-${line.innings}`}>
          <polyline points={line.points} />
          {line.wickets.map((w) => (
            <circle key={`${w.x}`} cx={w.x} cy={w.y} r={DOT_RADIUS + w.count - 1} className="wicket" />
          ))}
        </g>
      ))}
    </svg>
  )
}

export function OverChart({innings, quota, caption}: Props) {
  return (
    <Figure>
      <Key aria-hidden="true">
        {innings.map((inn, side) => (
          <li key={inn.team} className={`side-${side}`}>
            {inn.team}
          </li>
        ))}
        <li className="wicket">Wicket</li>
      </Key>
      <Charts>
        <ChartPanel>
          <p aria-hidden="true">Runs per over</p>
          <RunsPerOver innings={innings} quota={quota} />
        </ChartPanel>
        <ChartPanel>
          <p aria-hidden="true">Runs after each over</p>
          <Worm innings={innings} quota={quota} />
        </ChartPanel>
      </Charts>
      <figcaption>{caption}</figcaption>
      <OverTable>
        <summary>Every over as a table</summary>
        <TableFrame label="Runs and wickets over by over" columns={['Over', ...innings.map((inn) => inn.team)]}>
          <tbody>
            {overRows(innings).map(({over, cells}) => (
              <tr key={over}>
                <th scope="row">{over}</th>
                {cells.map((cell, side) => (
                  <td key={side}>{cell ? `${count(cell.runs, 'run')}${cell.wickets > 0 ? `, ${count(cell.wickets, 'wicket')}` : ''} · ${cell.total}` : ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </OverTable>
    </Figure>
  )
}
