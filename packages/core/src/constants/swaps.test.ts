import { describe, expect, it } from 'vitest'
import * as features from './features.js'
import * as onramp from './onramp.js'
import * as swaps from './swaps.js'

describe('docs/state.md#swap-state/docs/validation.md/docs/limits.md#swaps swap and onramp constants', () => {
  it('slippage is 1 and the default swap provider is 1inch', () => {
    expect(swaps.SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(features.DEFAULT_SWAP_PROVIDER).toBe('1inch')
  })

  it('default onramp providers are coinbase and meld, meld fee 1-2%', () => {
    expect([...features.DEFAULT_ONRAMP_PROVIDERS]).toEqual(['coinbase', 'meld'])
    expect(onramp.MELD_FEE_RANGE_PERCENT).toEqual({ min: 1, max: 2 })
  })

  it('default purchase currency is USDC on chains 1 and 137; payment currency is USD', () => {
    expect(onramp.DEFAULT_PURCHASE_CURRENCY.symbol).toBe('USDC')
    expect([...onramp.DEFAULT_PURCHASE_CURRENCY.chainIds]).toEqual([1, 137])
    expect(onramp.DEFAULT_PAYMENT_CURRENCY).toBe('USD')
  })

  it.each(['USD', 'EUR'])(
    'fallback limits for %s: card 10.00–7500.00, ach_bank_account 10.00–25000.00',
    (currency) => {
      const entry = onramp.ONRAMP_FALLBACK_LIMITS.find((item) => item.id === currency)
      expect(entry?.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    },
  )

  it('only USD and EUR have fallback limits', () => {
    expect(onramp.ONRAMP_FALLBACK_LIMITS.map((item) => item.id)).toEqual(['USD', 'EUR'])
  })

  it("a failed quote uses quoteId 'mocked-quote-id'; onramp url experience is buy; balances in usd", () => {
    expect(onramp.MOCKED_ONRAMP_QUOTE_ID).toBe('mocked-quote-id')
    expect(onramp.ONRAMP_DEFAULT_EXPERIENCE).toBe('buy')
    expect(swaps.BALANCE_CURRENCY).toBe('usd')
  })

  it('Meld destination currency is SOL on Solana and USDC otherwise', () => {
    expect(onramp.MELD_DESTINATION_CURRENCY).toEqual({ solana: 'SOL', default: 'USDC' })
  })
})
