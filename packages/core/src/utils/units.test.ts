import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDecimalNumberError } from '../errors/validation.js'
import { formatUnits, parseUnits } from './units.js'

describe('formatUnits', () => {
  it.each([
    [1500000000000000000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [1000000000n, 9, '1'],
    [123456789n, 8, '1.23456789'],
    [-2500000n, 6, '-2.5'],
    [42n, 0, '42'],
  ])('formatUnits(%s, %i) → %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})

describe('parseUnits', () => {
  it.each([
    ['1.5', 18, 1500000000000000000n],
    ['0.000000000000000001', 18, 1n],
    ['1', 9, 1000000000n],
    ['.5', 1, 5n],
    ['5.', 1, 50n],
    ['-2.5', 6, -2500000n],
    ['  3  ', 0, 3n],
    ['0.15', 1, 2n],
    ['0.14', 1, 1n],
    ['-0.15', 1, -2n],
  ] as const)(
    'parseUnits(%o, %i) → %s (extra digits round half away from zero)',
    (value, decimals, expected) => {
      expect(parseUnits(value, decimals)).toBe(expected)
    },
  )

  it.each(['', '.', 'abc', '1,5', '1.2.3', '1e18', '0x10', '--1'])(
    "rejects %o with 'Invalid decimal number'",
    (value) => {
      expect(() => parseUnits(value, 18)).toThrow(InvalidDecimalNumberError)
      expect(() => parseUnits(value, 18)).toThrow('Invalid decimal number')
    },
  )

  it('parseUnits(formatUnits(x)) gives x back for any amount and decimals', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
      }),
    )
  })
})
