// Table tests for the serviceability request, what an answer rules out, and detected locations.
import {describe, expect, it} from 'vitest'
import {acceptsDetectedLocation, serviceabilityRequest, undeliverableCartKeys} from './delivery-rules'

const cart = {tee: 1, 'tee:XL': 2, 'bat:Size 5': 1, cap: 3}

describe('serviceability rules', () => {
  it('builds the request from the cart lines and their metadata', () => {
    expect(serviceabilityRequest('562125', {'tee:XL': 2, cap: 1}, {'tee:XL': {productKey: 'tee', sku: 'TEE-XL', variantLabel: 'XL'}})).toEqual({
      pincode: '562125',
      items: [
        {key: 'tee:XL', productKey: 'tee', variantLabel: 'XL', sku: 'TEE-XL', quantity: 2},
        {key: 'cap', productKey: 'cap', quantity: 1},
      ],
      productKeys: ['tee', 'cap'],
    })
  })

  it.each([
    ['undeliverableProductKeys removes every variant', {undeliverableProductKeys: ['tee']}, ['tee', 'tee:XL']],
    ['an undeliverable product key string', {undeliverable: ['cap']}, ['cap']],
    ['an undeliverable cart key string removes only that line', {undeliverable: ['tee:XL']}, ['tee:XL']],
    ['an object with a variant label', {undeliverable: [{productKey: 'bat', variantLabel: 'Size 5'}]}, ['bat:Size 5']],
    ['an object with only a product key', {undeliverable: [{productKey: 'tee'}]}, ['tee', 'tee:XL']],
    ['an object with an explicit key', {undeliverable: [{productKey: 'tee', key: 'tee'}]}, ['tee']],
    ['both lists together', {undeliverable: ['cap'], undeliverableProductKeys: ['bat']}, ['bat:Size 5', 'cap']],
    ['nothing', {}, []],
    ['products not in the cart', {undeliverableProductKeys: ['ball']}, []],
  ])('%s', (_name, answer, keys) => {
    expect(undeliverableCartKeys(cart, answer).sort()).toEqual([...keys].sort())
  })

  it('a detected location is accepted only while none was confirmed by hand', () => {
    expect(acceptsDetectedLocation(false)).toBe(true)
    expect(acceptsDetectedLocation(true)).toBe(false)
  })
})
