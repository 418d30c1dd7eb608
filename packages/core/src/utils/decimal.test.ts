import { describe, expect, it } from 'vitest'
import { decimalToString, roundDecimal, toDecimal } from './decimal.js'

describe('decimal helpers', () => {
  it.each([
    ['12.50', { negative: false, digits: 1250n, scale: 2 }],
    ['-0.001', { negative: true, digits: 1n, scale: 3 }],
    ['1e3', { negative: false, digits: 1000n, scale: 0 }],
    ['2.5E-2', { negative: false, digits: 25n, scale: 3 }],
    ['-0', { negative: false, digits: 0n, scale: 0 }],
  ])('reads %o exactly', (text, expected) => {
    expect(toDecimal(text)).toEqual(expected)
  })

  it.each(['', '.', 'e5', '1..2', '0x1', '1 2'])('does not read %o', (text) => {
    expect(toDecimal(text)).toBeUndefined()
  })

  it('rounds half away from zero and prints without trailing zeros', () => {
    const value = toDecimal('-1.2345')
    expect(value && decimalToString(roundDecimal(value, 3))).toBe('-1.235')
    const small = toDecimal('0.000049')
    expect(small && decimalToString(roundDecimal(small, 4))).toBe('0')
  })
})
