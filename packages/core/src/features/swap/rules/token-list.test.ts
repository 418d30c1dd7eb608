import { describe, expect, it } from 'vitest'
import { SwapsNetworkNotSupportedError } from '../../../errors/chain-support.js'
import { eth, fakeSwapContext, usdc } from './rules.test-helpers.js'
import { loadSwapTokens } from './token-list.js'

describe('loadSwapTokens', () => {
  it('keeps the tokens of the active network and their USD prices', async () => {
    const ctx = fakeSwapContext({}, { fetchPrices: async () => [{ symbol: 'usdc', price: 1.001 }] })
    expect(await loadSwapTokens(ctx)).toEqual([eth, usdc])
    expect(ctx.calls).toEqual([['fetchTokens', { chainId: 'eip155:1', signal: undefined }]])
    expect(ctx.state.tokens).toEqual([eth, usdc])
    expect(ctx.state.tokenPrices).toEqual({ [usdc.address.toLowerCase()]: 1.001 })
    expect(ctx.state.loadingTokens).toBe(false)
  })

  it('a failed price lookup leaves the list without prices', async () => {
    const ctx = fakeSwapContext(
      { tokenPrices: { old: 1 } },
      { fetchPrices: () => Promise.reject(new Error('down')) },
    )
    expect(await loadSwapTokens(ctx)).toEqual([eth, usdc])
    expect(ctx.state.tokenPrices).toEqual({})
  })

  it('asks nothing off the supported networks', async () => {
    const ctx = fakeSwapContext({}, { getActiveNetwork: () => ({ caipNetworkId: 'eip155:10' }) })
    await expect(loadSwapTokens(ctx)).rejects.toBeInstanceOf(SwapsNetworkNotSupportedError)
    expect(ctx.calls).toEqual([])
  })
})
