// The scorecard document as the Studio holds it (references, array keys) and as the league's scoring engine
// takes it (plain ids): one conversion each way, so the tool writes exactly the shape the schema declares.
import type {Delivery, InningsRecord, Scorecard, Toss, Wicket} from '../../league/scorecard/types'

type Ref = {_type?: 'reference'; _ref?: string}
type Keyed = {_key: string}

export type DeliveryValue = Keyed & {
  _type: 'delivery'
  batter: Ref
  non_striker: Ref
  bowler: Ref
  runs: Delivery['runs']
  extras?: Delivery['extras']
  wickets?: Array<Keyed & {_type: 'wicket'; kind: Wicket['kind']; player_out: Ref; fielders?: Array<Keyed & Ref>}>
}
export type InningsValue = Keyed & {_type?: 'inningsRecord'; team?: Ref; deliveries?: DeliveryValue[]; penalty_runs?: InningsRecord['penalty_runs']}
export type ScorecardValue = {
  _id?: string
  match?: Ref
  toss?: {winner?: Ref; decision?: Toss['decision']}
  innings?: InningsValue[]
}

/** A fresh array key, as the Studio makes them. */
export const newKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12)

const ref = (id: string) => ({_type: 'reference' as const, _ref: id})
const idOf = (value: Ref | undefined) => value?._ref ?? ''

export function deliveryFromValue(value: DeliveryValue): Delivery {
  const wickets = value.wickets?.map((w) => ({kind: w.kind, player_out: idOf(w.player_out), ...(w.fielders?.length ? {fielders: w.fielders.map(idOf)} : {})}))
  return {
    batter: idOf(value.batter),
    non_striker: idOf(value.non_striker),
    bowler: idOf(value.bowler),
    runs: value.runs ?? {batter: 0, extras: 0, total: 0},
    ...(value.extras && Object.keys(value.extras).length ? {extras: value.extras} : {}),
    ...(wickets?.length ? {wickets} : {}),
  }
}

export function deliveryToValue(delivery: Delivery, key = newKey()): DeliveryValue {
  return {
    _key: key,
    _type: 'delivery',
    batter: ref(delivery.batter),
    non_striker: ref(delivery.non_striker),
    bowler: ref(delivery.bowler),
    runs: delivery.runs,
    ...(delivery.extras && Object.keys(delivery.extras).length ? {extras: delivery.extras} : {}),
    ...(delivery.wickets?.length
      ? {
          wickets: delivery.wickets.map((w) => ({
            _key: newKey(),
            _type: 'wicket' as const,
            kind: w.kind,
            player_out: ref(w.player_out),
            ...(w.fielders?.length ? {fielders: w.fielders.map((id) => ({_key: newKey(), ...ref(id)}))} : {}),
          })),
        }
      : {}),
  }
}

/** The scorecard as the engine reads it, innings for innings (so an index means the same in both). */
export function scorecardFromValue(value: ScorecardValue | undefined): Scorecard {
  const toss = value?.toss?.winner?._ref && value.toss.decision ? {winner: value.toss.winner._ref, decision: value.toss.decision} : undefined
  const innings: InningsRecord[] = (value?.innings ?? []).map((i) => ({
    team: idOf(i.team),
    deliveries: (i.deliveries ?? []).map(deliveryFromValue),
    ...(i.penalty_runs ? {penalty_runs: i.penalty_runs} : {}),
  }))
  return {...(toss ? {toss} : {}), innings}
}

export const tossValue = (toss: Toss) => ({winner: ref(toss.winner), decision: toss.decision})

export const inningsValue = (team: string): InningsValue => ({_key: newKey(), _type: 'inningsRecord', team: ref(team), deliveries: []})
