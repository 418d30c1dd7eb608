import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncate-address.js'

describe('truncateAddress (docs/limits.md#display: 4 characters at the start, 6 at the end)', () => {
  it('keeps 4 leading and 6 trailing characters around an ellipsis', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x12...345678')
    expect(truncateAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX...osgAsU')
  })

  it.each(['', '0x12', '0x12345678901', 'abcdefghijklm'])(
    'leaves the short string %o unchanged',
    (value) => {
      expect(truncateAddress(value)).toBe(value)
    },
  )

  it('truncates as soon as that makes the string shorter', () => {
    expect(truncateAddress('abcdefghijklmn')).toBe('abcd...ijklmn')
  })

  it('takes other lengths and separator when asked', () => {
    expect(truncateAddress('0x1234567890abcdef', { start: 6, end: 4, separator: '…' })).toBe(
      '0x1234…cdef',
    )
  })

  it('always keeps the first 4 and last 6 characters and never lengthens the string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const shown = truncateAddress(value)
        expect(shown.length).toBeLessThanOrEqual(value.length)
        expect(shown.startsWith(value.slice(0, 4))).toBe(true)
        expect(shown.endsWith(value.slice(-6))).toBe(true)
      }),
    )
  })
})
