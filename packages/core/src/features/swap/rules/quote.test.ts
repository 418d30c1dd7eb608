import { describe, expect, it } from 'vitest'
import { GasPriceNetworkNotSupportedError } from '../../../errors/chain-support.js'
import { SwapAmountRequiredError } from '../../../errors/swap.js'
import { fetchSwapGasPrice, fetchSwapQuote } from './quote.js'
import { ACCOUNT, eth, fakeSwapContext, usdc } from './rules.test-helpers.js'

describe('fetchSwapQuote', () => {
  it('asks for the typed amount in base units with the gas price, and keeps the output', async () => {
    const ctx = fakeSwapContext({ sourceToken: eth, targetToken: usdc, sourceTokenAmount: '1' })
    const quote = await fetchSwapQuote(ctx)
    expect(quote?.toAmount).toBe('2500500000')
    expect(ctx.calls).toEqual([
      ['fetchGasPrice', { chainId: 'eip155:1', signal: undefined }],
      [
        'fetchQuote',
        {
          amount: '1000000000000000000',
          userAddress: `eip155:1:${ACCOUNT}`,
          from: eth.address,
          to: usdc.address,
          gasPrice: '100',
          signal: undefined,
        },
      ],
    ])
    expect(ctx.state).toMatchObject({
      quote,
      targetTokenAmount: '2500.5',
      gasPrice: '100',
      loadingQuote: false,
      error: undefined,
    })
  })

  it('asks nothing and clears the quote while the form is incomplete', async () => {
    const ctx = fakeSwapContext({
      sourceToken: eth,
      sourceTokenAmount: '1',
      targetTokenAmount: '9',
    })
    expect(await fetchSwapQuote(ctx)).toBeUndefined()
    expect(ctx.calls).toEqual([])
    expect(ctx.state.targetTokenAmount).toBe('')
  })

  it('refuses an amount of 0 with its typed error and the problem under the field', async () => {
    const ctx = fakeSwapContext({ sourceToken: eth, targetToken: usdc, sourceTokenAmount: '0' })
    await expect(fetchSwapQuote(ctx)).rejects.toBeInstanceOf(SwapAmountRequiredError)
    expect(ctx.calls).toEqual([])
    expect(ctx.state.amountProblem?.kind).toBe('zero')
  })

  it("keeps a failure's message, but not an aborted request's", async () => {
    const failing = { fetchQuote: () => Promise.reject(new Error('quote service down')) }
    const form = { sourceToken: eth, targetToken: usdc, sourceTokenAmount: '1', gasPrice: '1' }
    const ctx = fakeSwapContext(form, failing)
    await expect(fetchSwapQuote(ctx)).rejects.toThrow('quote service down')
    expect(ctx.state.error).toBe('quote service down')

    const aborted = fakeSwapContext(form, failing)
    const abort = new AbortController()
    abort.abort()
    await expect(fetchSwapQuote(aborted, { signal: abort.signal })).rejects.toThrow()
    expect(aborted.state.error).toBeUndefined()
  })
})

describe('fetchSwapGasPrice', () => {
  it('keeps the standard price; off the supported networks it is refused', async () => {
    const ctx = fakeSwapContext()
    expect(await fetchSwapGasPrice(ctx)).toBe('100')
    expect(ctx.state.gasPrice).toBe('100')
    const off = fakeSwapContext({}, { getActiveNetwork: () => ({ caipNetworkId: 'eip155:10' }) })
    await expect(fetchSwapGasPrice(off)).rejects.toBeInstanceOf(GasPriceNetworkNotSupportedError)
  })
})
