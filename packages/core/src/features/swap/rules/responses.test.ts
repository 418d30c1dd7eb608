import { describe, expect, it } from 'vitest'
import type { SwapToken } from '../../../api/types.js'
import { SwapResponseError } from '../../../errors/swap.js'
import {
  checkedAllowance,
  checkedGasPrice,
  checkedQuote,
  checkedTokens,
  checkedTransaction,
} from './responses.js'

const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  logoUri: '',
}

describe('checks of the swap service answers', () => {
  it('keeps the well-formed tokens and refuses an answer that is no list', () => {
    const broken = { ...usdc, decimals: 1.5 } as SwapToken
    expect(checkedTokens({ tokens: [usdc, broken] })).toEqual([usdc])
    expect(() => checkedTokens(undefined)).toThrow(SwapResponseError)
    expect(() => checkedTokens({} as never)).toThrow(
      'The swap service answered without a token list',
    )
  })

  it('takes a transaction only with a target and hex call data', () => {
    const tx = { from: 'a', to: 'b', data: '0x00' }
    expect(checkedTransaction({ tx } as never)).toBe(tx)
    expect(() => checkedTransaction({ tx: { ...tx, data: 'zz' } } as never)).toThrow(
      'The swap service answered without a transaction',
    )
  })

  it('takes digits only for gas prices, quoted amounts and allowances', () => {
    expect(checkedGasPrice({ standard: '100', fast: '1', instant: '1' })).toBe('100')
    expect(() => checkedGasPrice({ standard: '1e3' } as never)).toThrow('without a gas price')
    expect(checkedAllowance({ allowance: '0' })).toBe('0')
    expect(() => checkedAllowance({ allowance: -1 } as never)).toThrow('without an allowance')
    const quote = { fromAddress: 'a', toAddress: 'b', fromAmount: '1', toAmount: '25' }
    expect(checkedQuote({ quotes: [quote] })).toBe(quote)
    expect(checkedQuote({ quotes: [] })).toBeUndefined()
    expect(() => checkedQuote({ quotes: [{ ...quote, toAmount: '2.5' }] })).toThrow(
      'without a quoted amount',
    )
    expect(() => checkedQuote({} as never)).toThrow('without a quote')
  })
})
