// The ball-by-ball scorecard: its model (Cricsheet-shaped), everything derived from it, the scorer's engine,
// Cricsheet import/export and season statistics. Pure functions only.
export * from './types'
export * from './rules'
export * from './deliveries'
export * from './how-out'
export * from './derive'
export * from './match'
export * from './scoring-state'
export * from './scoring'
export * from './cricsheet'
export * from './simulate'
export * from './stats'
export * from './leaderboards'
