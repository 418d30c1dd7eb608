import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './address.js'

const hexChar = fc.constantFrom(...'0123456789abcdefABCDEF')

describe('isEvmAddress (docs/validation.md#addresses-and-network-ids: 0x followed by 40 hex characters)', () => {
  it.each([
    ['0x0000000000000000000000000000000000000000', true],
    ['0xAbCdEf0123456789abcdef0123456789ABCDEF01', true],
    ['0x000000000000000000000000000000000000000', false],
    ['0x00000000000000000000000000000000000000000', false],
    ['0X0000000000000000000000000000000000000000', false],
    ['000000000000000000000000000000000000000000', false],
    ['0xg000000000000000000000000000000000000000', false],
    [' 0x0000000000000000000000000000000000000000', false],
    [undefined, false],
  ])('%o → %s', (value, expected) => {
    expect(isEvmAddress(value)).toBe(expected)
  })

  it('accepts any 40 hex characters after 0x and rejects any other length', () => {
    fc.assert(
      fc.property(fc.array(hexChar, { maxLength: 60 }), (chars) => {
        expect(isEvmAddress(`0x${chars.join('')}`)).toBe(chars.length === 40)
      }),
    )
  })
})
