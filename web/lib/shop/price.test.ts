// Rupee formatting and which price and variants apply.
import {describe, expect, it} from 'vitest'
import {buyableVariants, formatPrice, sellingPrice} from './price'

describe('prices', () => {
  it.each([
    [499, '₹499.00'],
    [129999.5, '₹1,29,999.50'],
    [0, '₹0.00'],
  ])('formatPrice(%d) is %s (Indian grouping, rupee sign)', (amount, text) => {
    expect(formatPrice(amount)).toBe(text)
  })

  it.each([
    [{price: 500, offerPrice: 399}, 399],
    [{price: 500, offerPrice: 600}, 500],
    [{price: 500, offerPrice: null}, 500],
    [{price: 500}, 500],
  ])('sellingPrice(%j) is %d', (variant, price) => {
    expect(sellingPrice(variant)).toBe(price)
  })

  it('only active, in-stock variants can be bought', () => {
    const variants = [
      {label: 'S', isActive: true, inStock: true},
      {label: 'M', isActive: false, inStock: true},
      {label: 'L', isActive: true, inStock: false},
    ]
    expect(buyableVariants(variants).map((v) => v.label)).toEqual(['S'])
  })
})
