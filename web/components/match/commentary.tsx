// The match's ball-by-ball commentary, written by the site from the deliveries (league/scorecard
// commentary.ts): newest first, an innings at a time. Server-rendered, so it reads without JavaScript;
// while the match is played the page renders it again on each ball and the list is a polite live
// region announcing only the lines added (each line keeps its key, so React adds nodes, never rewrites).
import {Section, SectionHeading} from '@/components/league/page-section.styles'
import type {CommentaryView} from '@/lib/match-day/centre-view'
import {centreClasses} from './centre-classes'
import {CommentaryLines, Innings} from './commentary.styles'
import {COMMENTARY_ID} from './live-card'

const lineClass = {ball: undefined, over: centreClasses.overEnd, milestone: centreClasses.milestone} as const

export function Commentary({commentary, live}: {commentary: CommentaryView; live: boolean}) {
  return (
    <Section aria-labelledby={`${COMMENTARY_ID}-heading`} id={COMMENTARY_ID} data-commentary="">
      <SectionHeading id={`${COMMENTARY_ID}-heading`}>Commentary</SectionHeading>
      <div aria-live={live ? 'polite' : undefined} aria-relevant={live ? 'additions' : undefined}>
        {commentary.innings.map((inn) => (
          <Innings key={inn.number} aria-labelledby={`${COMMENTARY_ID}-${inn.number}`}>
            <h3 id={`${COMMENTARY_ID}-${inn.number}`}>{inn.team.name} innings</h3>
            <CommentaryLines>
              {inn.lines.map((line) => (
                <li key={line.key} className={line.kind === 'ball' && line.wicket ? centreClasses.lineWicket : lineClass[line.kind]}>
                  {line.kind === 'ball' ? (
                    <>
                      <span className={centreClasses.ball}>{line.ball}</span> {line.text}
                    </>
                  ) : (
                    line.text
                  )}
                </li>
              ))}
            </CommentaryLines>
          </Innings>
        ))}
      </div>
    </Section>
  )
}
