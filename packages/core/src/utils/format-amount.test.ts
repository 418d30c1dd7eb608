import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDisplayAmount } from './format-amount.js'
import { formatUnits, parseUnits } from './units.js'

describe('formatDisplayAmount (docs/limits.md#display: 3 decimals)', () => {
  it.each([
    ['rounds to 3 decimals', 1.23456, '1.235'],
    ['rounds half away from zero, exactly', '1.0005', '1.001'],
    ['is not fooled by binary floating point', 1.0005, '1.001'],
    ['rounds down below the half', '1.00049', '1'],
    ['rounds negative amounts away from zero', '-2.0005', '-2.001'],
    ['drops trailing zeros', '2.500', '2.5'],
    ['shows a whole number without a point', 3, '3'],
    ['rounds up across the point', '0.9995', '1'],
    ['keeps zero as 0', 0, '0'],
    ['keeps negative zero as 0', '-0.0000', '0'],
    ['shows a dust amount as <0.001', '0.0004', '<0.001'],
    ['shows a tiny float as <0.001', 1e-9, '<0.001'],
    ['shows negative dust as -<0.001', '-0.0001', '-<0.001'],
    ['keeps exactly 0.001', '0.001', '0.001'],
    [
      'keeps every digit of a large amount',
      '123456789012345678901234.5678',
      '123456789012345678901234.568',
    ],
    ['never uses exponent notation', 1e21, '1000000000000000000000'],
    ['reads exponent text', '1.5e3', '1500'],
    ['formats a bigint', 42n, '42'],
    ['accepts a leading point', '.5', '0.5'],
    ['shows text that is not a number as 0', 'abc', '0'],
    ['shows an empty string as 0', '', '0'],
    ['shows NaN as 0', Number.NaN, '0'],
    ['shows Infinity as 0', Number.POSITIVE_INFINITY, '0'],
  ])('%s: %o → %s', (_rule, value, expected) => {
    expect(formatDisplayAmount(value)).toBe(expected)
  })

  it('takes another number of decimals when asked', () => {
    expect(formatDisplayAmount('1.23456', { decimals: 2 })).toBe('1.23')
    expect(formatDisplayAmount('0.004', { decimals: 2 })).toBe('<0.01')
    expect(formatDisplayAmount('0.4', { decimals: 0 })).toBe('<1')
  })

  it('never shows more than 3 decimals and stays within half a thousandth of the value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.nat(8), (units, scale) => {
        const text = formatUnits(units, scale)
        const shown = formatDisplayAmount(text)
        // Every input has at most 8 decimals, so compare exactly in units of 10^-8.
        const exact = parseUnits(text, 8)
        if (shown.includes('<')) {
          expect(exact !== 0n && (exact < 0n ? -exact : exact) < 50_000n).toBe(true)
          return
        }
        expect(shown.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3)
        const difference = parseUnits(shown, 8) - exact
        expect((difference < 0n ? -difference : difference) <= 50_000n).toBe(true)
      }),
    )
  })
})
