// Role flags derived from user.role.
import {describe, expect, it} from 'vitest'
import {roleFlags} from './roles'

describe('roleFlags', () => {
  it.each([
    [{role: 'seller'}, {isSeller: true, isAdmin: false, isDelivery: false}],
    [{role: 'admin'}, {isSeller: false, isAdmin: true, isDelivery: false}],
    [{role: 'delivery'}, {isSeller: false, isAdmin: false, isDelivery: true}],
    [{role: ' Seller '}, {isSeller: true, isAdmin: false, isDelivery: false}],
    [{role: 'user'}, {isSeller: false, isAdmin: false, isDelivery: false}],
    [{}, {isSeller: false, isAdmin: false, isDelivery: false}],
    [null, {isSeller: false, isAdmin: false, isDelivery: false}],
  ])('%j → %j', (user, flags) => {
    expect(roleFlags(user)).toEqual(flags)
  })
})
