// The content layer's public face: pages and components import getters, image helpers and result
// types from here, never a client or a query runner.
export * from './getters'
export * from './images'
export type * from './sanity.types'
