// The live card at the top of a match being played: a LIVE mark of its own, the score, the chase and its
// rates, the batters in (the striker marked), the bowler's spell, this over's balls, the partnership and
// the last wicket; once the match is decided, the result banner in its place. A server component: the
// page renders it again on each ball (scorecard-refresh.tsx), from the same scorecard as the tables.
import type {LiveCardView} from '@/lib/match-day/centre-view'
import {centreClasses} from './centre-classes'
import {CardFacts, CardFrame, CardHead, CardScore, Chips, LiveMark, ResultFrame} from './live-card.styles'

/** The commentary section's anchor, which the card links to. */
export const COMMENTARY_ID = 'commentary'

export function LiveCard({card}: {card: LiveCardView}) {
  const {batting, score, chase} = card
  return (
    // Named "Live …": the scorecard's own batting table is "… batting", and two regions never share a name.
    <CardFrame aria-labelledby="live-card-mark live-card-heading" data-live-card="">
      <CardHead>
        <LiveMark id="live-card-mark">Live</LiveMark>
        <h2 id="live-card-heading">{card.inningsBreak ? `Innings break: ${batting.name} to bat` : `${batting.name} batting`}</h2>
      </CardHead>
      <CardScore data-live-card-score="">
        <span>{score.team.code}</span> {score.text}
      </CardScore>
      {chase ? (
        <p data-live-card-chase="">
          Target {chase.target} · <strong>{chase.need}</strong>
        </p>
      ) : null}
      <CardFacts>
        {chase ? (
          <div>
            <dt>Required rate</dt>
            <dd>{chase.requiredRate}</dd>
          </div>
        ) : null}
        <div>
          <dt>Current rate</dt>
          <dd>{card.currentRate}</dd>
        </div>
        {card.partnership ? (
          <div>
            <dt>Partnership</dt>
            <dd>{card.partnership}</dd>
          </div>
        ) : null}
      </CardFacts>
      {card.batters.length ? (
        <ul aria-label="At the crease">
          {card.batters.map((b) => (
            <li key={b.player.id} className={centreClasses.batter}>
              <span>
                {b.player.name}
                {b.striker ? (
                  <>
                    <span aria-hidden="true" className={centreClasses.striker}>
                      *
                    </span>
                    <span className={centreClasses.hidden}> (on strike)</span>
                  </>
                ) : null}
              </span>
              <span>
                <strong>{b.runs}</strong> ({b.balls})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {card.bowler ? (
        <p className={centreClasses.batter}>
          <span>
            {card.bowler.player.name} <small>bowling, this spell</small>
          </span>
          <strong>{card.bowler.spell}</strong>
        </p>
      ) : null}
      {card.thisOver ? (
        <div>
          <h3>Over {card.thisOver.over}</h3>
          <Chips aria-label={`Over ${card.thisOver.over}, ball by ball`}>
            {card.thisOver.balls.map((ball, i) => (
              <li key={i} className={ball.wicket ? `${centreClasses.chip} ${centreClasses.chipWicket}` : centreClasses.chip}>
                <span aria-hidden="true">{ball.text}</span>
                <span className={centreClasses.hidden}>{ball.said}</span>
              </li>
            ))}
          </Chips>
        </div>
      ) : null}
      {card.lastWicket ? <p>Last: {card.lastWicket}</p> : null}
      <p>
        <a href={`#${COMMENTARY_ID}`}>Ball-by-ball commentary</a>
      </p>
    </CardFrame>
  )
}

/** The match's result where the live card stood: `Oxygen Gangsters won by 7 wickets`. */
export function ResultBanner({result}: {result: string}) {
  return (
    <ResultFrame data-result-banner="">
      <span>Result</span> {result}
    </ResultFrame>
  )
}
