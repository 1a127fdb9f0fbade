// League arithmetic: overs, net run rate, the points table and result lines. Pure functions only.
export * from './fixtures'
export * from './margin'
export * from './overs'
export * from './points-table'
export * from './types'
export * from './season'
export * from './roles'
