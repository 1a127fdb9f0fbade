// Table and property tests for the cart rules: key parsing, cleaning and quantity updates.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  cartCount,
  cleanCart,
  decrement,
  formatCartKey,
  increment,
  isValidCartKey,
  parseCartKey,
  pruneMeta,
  removeKeys,
  removeProducts,
  setQuantity,
  MAX_QUANTITY,
  type Cart,
} from './cart-rules'

describe('cart keys', () => {
  it.each([
    ['tee', undefined, 'tee'],
    ['tee', 'XL', 'tee:XL'],
    ['tee', '', 'tee'],
    ['bat', 'Size 5: English willow', 'bat:Size 5: English willow'],
  ])('formatCartKey(%j, %j) is %j', (productKey, label, key) => {
    expect(formatCartKey(productKey, label)).toBe(key)
  })

  it.each([
    ['tee', {productKey: 'tee'}],
    ['tee:XL', {productKey: 'tee', variantLabel: 'XL'}],
    ['tee:', {productKey: 'tee'}],
    ['bat:a:b', {productKey: 'bat', variantLabel: 'a:b'}],
  ])('parseCartKey(%j)', (key, parts) => {
    expect(parseCartKey(key)).toEqual(parts)
  })

  it('round-trips any product key without a colon and any label', () => {
    const productKey = fc.string({minLength: 1}).filter((s) => !s.includes(':'))
    fc.assert(
      fc.property(productKey, fc.option(fc.string({minLength: 1}), {nil: undefined}), (key, label) => {
        expect(parseCartKey(formatCartKey(key, label))).toEqual(label ? {productKey: key, variantLabel: label} : {productKey: key})
      }),
    )
  })
})

describe('cleanCart', () => {
  it.each([
    ['an empty key', '', 1],
    ['a blank key', '  ', 1],
    ['the text undefined', 'undefined', 1],
    ['the text null', 'null', 1],
    ['an undefined product with a variant', 'undefined:XL', 1],
    ['a missing product key', ':XL', 1],
    ['a zero quantity', 'tee', 0],
    ['a negative quantity', 'tee', -2],
    ['NaN', 'tee', Number.NaN],
    ['Infinity', 'tee', Number.POSITIVE_INFINITY],
    ['a numeric string', 'tee', '2'],
    ['null quantity', 'tee', null],
  ])('drops %s', (_name, key, quantity) => {
    expect(cleanCart({[key]: quantity, keep: 1})).toEqual({keep: 1})
  })

  it('keeps valid lines and drops quantities that are not whole numbers from 1 to MAX_QUANTITY', () => {
    expect(cleanCart({tee: 2, 'tee:XL': 1, cap: 0.5, bat: 1.5, ball: 100, bails: 1e308})).toEqual({tee: 2, 'tee:XL': 1})
  })

  it('keeps keys that collide with Object.prototype names as plain data', () => {
    const cleaned = cleanCart(JSON.parse('{"__proto__": 2, "toString": 1}') as Record<string, unknown>)
    expect(Object.keys(cleaned).sort()).toEqual(['__proto__', 'toString'])
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype)
  })

  const anyCart = fc.dictionary(
    fc.oneof(fc.string(), fc.constantFrom('', 'undefined', 'null', 'tee', 'tee:XL', ':x')),
    fc.oneof(fc.double(), fc.integer(), fc.constant(Number.NaN), fc.string(), fc.constant(null)),
  )

  it('property: every line left has a valid key and a finite quantity above zero', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        for (const [key, quantity] of Object.entries(cleanCart(input))) {
          expect(isValidCartKey(key)).toBe(true)
          expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY).toBe(true)
        }
      }),
    )
  })

  it('property: is idempotent and keeps every valid line unchanged', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const once = cleanCart(input)
        expect(cleanCart(once)).toEqual(once)
        for (const [key, quantity] of Object.entries(input)) {
          const valid = isValidCartKey(key) && Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= MAX_QUANTITY
          expect(Object.hasOwn(once, key) ? once[key] : 'dropped').toBe(valid ? quantity : 'dropped')
        }
      }),
    )
  })
})

describe('quantity updates', () => {
  it.each([
    ['zero', 0],
    ['a negative number', -1],
    ['NaN', Number.NaN],
  ])('setting %s removes the line', (_name, quantity) => {
    expect(setQuantity({tee: 3, cap: 1}, 'tee', quantity)).toEqual({cap: 1})
  })

  it('ignores changes to an invalid key', () => {
    const cart = {tee: 1}
    expect(increment(cart, 'undefined')).toBe(cart)
    expect(setQuantity(cart, '', 4)).toBe(cart)
  })

  it('decrementing the last unit removes the line, and a missing line stays missing', () => {
    expect(decrement({tee: 1}, 'tee')).toEqual({})
    expect(decrement({}, 'tee')).toEqual({})
  })

  it('removes by key, or every variant of a product', () => {
    const cart = {tee: 1, 'tee:XL': 2, 'tee:S': 1, cap: 4}
    expect(removeKeys(cart, ['tee:XL'])).toEqual({tee: 1, 'tee:S': 1, cap: 4})
    expect(removeProducts(cart, ['tee'])).toEqual({cap: 4})
  })

  it('keeps quantities whole and between 1 and MAX_QUANTITY', () => {
    expect(setQuantity({}, 'tee', 1e308)).toEqual({tee: MAX_QUANTITY})
    expect(setQuantity({}, 'tee', 2.7)).toEqual({tee: 2})
    expect(setQuantity({}, 'tee', Number.POSITIVE_INFINITY)).toEqual({})
    expect(increment({tee: MAX_QUANTITY}, 'tee', 5)).toEqual({tee: MAX_QUANTITY})
    expect(cartCount(setQuantity(setQuantity({}, 'a', 1e308), 'b', 1e308))).toBe(2 * MAX_QUANTITY)
  })

  it('property: whatever is asked, every line is a whole number from 1 to MAX_QUANTITY', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('tee', 'cap'), fc.double()), {maxLength: 20}), (ops) => {
        const cart = ops.reduce<Cart>((current, [key, quantity]) => setQuantity(current, key, quantity), {})
        return Object.values(cart).every((q) => Number.isInteger(q) && q >= 1 && q <= MAX_QUANTITY) && Number.isFinite(cartCount(cart))
      }),
    )
  })

  it('property: pruning keeps only metadata of lines the cart owns, whatever the key', () => {
    const key = fc.oneof(fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty', 'tee'), fc.string())
    fc.assert(
      fc.property(fc.uniqueArray(key), fc.uniqueArray(key), (metaKeys, cartKeys) => {
        const meta = Object.fromEntries(metaKeys.map((k) => [k, {productKey: k}]))
        const cart = Object.fromEntries(cartKeys.map((k) => [k, 1])) as Cart
        const pruned = pruneMeta(meta, cart)
        return Object.keys(pruned).every((k) => Object.hasOwn(cart, k)) &&
          metaKeys.filter((k) => Object.hasOwn(cart, k)).every((k) => Object.hasOwn(pruned, k))
      }),
    )
    expect(pruneMeta({constructor: {productKey: 'x'}}, {})).toEqual({})
  })

  it('counts units and prunes metadata of lines that left', () => {
    expect(cartCount({tee: 2, cap: 3})).toBe(5)
    expect(pruneMeta({tee: {productKey: 'tee'}, cap: {productKey: 'cap'}}, {cap: 1})).toEqual({cap: {productKey: 'cap'}})
  })

  const keys = fc.constantFrom('tee', 'tee:XL', 'cap', 'bat:Size 5')
  const op = fc.oneof(
    fc.record({kind: fc.constant('inc' as const), key: keys, by: fc.integer({min: 1, max: 5})}),
    fc.record({kind: fc.constant('dec' as const), key: keys, by: fc.integer({min: 1, max: 5})}),
    fc.record({kind: fc.constant('set' as const), key: keys, by: fc.integer({min: -3, max: 9})}),
  )

  it('property: any sequence of updates matches a simple model and never leaves a line at zero or less', () => {
    fc.assert(
      fc.property(fc.array(op, {maxLength: 40}), (ops) => {
        let cart: Cart = {}
        const model = new Map<string, number>()
        for (const {kind, key, by} of ops) {
          if (kind === 'inc') cart = increment(cart, key, by)
          else if (kind === 'dec') cart = decrement(cart, key, by)
          else cart = setQuantity(cart, key, by)
          const next = kind === 'set' ? by : (model.get(key) ?? 0) + (kind === 'inc' ? by : -by)
          if (next > 0) model.set(key, next)
          else model.delete(key)
        }
        expect(cart).toEqual(Object.fromEntries(model))
        expect(cleanCart(cart)).toEqual(cart)
      }),
    )
  })

  it('property: increment then decrement by the same amount gives the cart back', () => {
    const validCart = fc.dictionary(keys, fc.integer({min: 1, max: 50}))
    fc.assert(
      fc.property(validCart, keys, fc.integer({min: 1, max: 20}), (cart, key, by) => {
        expect(decrement(increment(cart, key, by), key, by)).toEqual(cart)
      }),
    )
  })
})
