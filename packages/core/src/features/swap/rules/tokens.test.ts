import { describe, expect, it } from 'vitest'
import { isNativeSwapToken, pricesByToken } from './tokens.js'

describe('swap token rules', () => {
  it('recognises the native coin by its placeholder address', () => {
    expect(
      isNativeSwapToken({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }),
    ).toBe(true)
    expect(
      isNativeSwapToken({ address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }),
    ).toBe(false)
  })

  it('keys prices by lower-case address, matched by symbol in any case, leaving unpriced out', () => {
    const tokens = [
      { address: 'eip155:1:0xAAAA' as const, symbol: 'usdc' },
      { address: 'eip155:1:0xBBBB' as const, symbol: 'DAI' },
    ]
    expect(pricesByToken(tokens, [{ symbol: 'USDC', price: 1.001 }])).toEqual({
      'eip155:1:0xaaaa': 1.001,
    })
  })
})
