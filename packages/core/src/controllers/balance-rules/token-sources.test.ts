import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../types/account.js'
import {
  filterZeroDecimalBalances,
  loadTokenBalances,
  type TokenSourcesContext,
} from './token-sources.js'

function token(symbol: string, decimals = '6'): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

const account = {
  address: '0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const

/** Sources answering fixed lists, recording which were asked. */
function sources(overrides: Partial<TokenSourcesContext> = {}) {
  const asked: string[] = []
  const ctx: TokenSourcesContext = {
    fetchChainTokenBalances: async () => {
      asked.push('chainTokens')
      return [token('DAI', '18')]
    },
    fetchNativeBalance: async () => {
      asked.push('native')
      return { balance: '1.5', symbol: '' }
    },
    ...overrides,
  }
  return { ctx, asked }
}

const signal = new AbortController().signal

describe('token balance sources, first that applies', () => {
  it('the blockchain API when its endpoint is set, and nothing else', async () => {
    const { ctx, asked } = sources({
      fetchBalances: async () => {
        asked.push('api')
        return [token('USDC')]
      },
      fetchWalletAssets: async () => {
        asked.push('wallet')
        return []
      },
    })
    const loaded = await loadTokenBalances(ctx, { account, signal })
    expect(loaded.source).toBe('blockchainApi')
    expect(loaded.balances.map((b) => b.symbol)).toEqual(['USDC'])
    expect(asked).toEqual(['api'])
  })

  it('else the wallet, when its capabilities allow asset discovery', async () => {
    const { ctx, asked } = sources({ fetchWalletAssets: async () => [token('USDC')] })
    const loaded = await loadTokenBalances(ctx, { account, signal })
    expect(loaded).toMatchObject({ source: 'walletAssets' })
    expect(asked).toEqual([])
  })

  it("else chain RPC: the native entry (the network's symbol when none is read) and the configured tokens", async () => {
    const { ctx, asked } = sources({ fetchWalletAssets: async () => undefined })
    const loaded = await loadTokenBalances(ctx, { account, signal })
    expect(loaded.source).toBe('chainRpc')
    expect(loaded.balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', '1.5'],
      ['DAI', '1'],
    ])
    expect(asked.sort()).toEqual(['chainTokens', 'native'])
  })

  it('a wallet that fails to answer falls through to chain RPC; an abort does not', async () => {
    const failing = sources({ fetchWalletAssets: () => Promise.reject(new Error('wallet gone')) })
    expect((await loadTokenBalances(failing.ctx, { account, signal })).source).toBe('chainRpc')
    const aborter = new AbortController()
    aborter.abort()
    await expect(
      loadTokenBalances(failing.ctx, { account, signal: aborter.signal }),
    ).rejects.toThrow('wallet gone')
  })

  it('leaves out balances with zero decimals, from every source', async () => {
    const { ctx } = sources({ fetchBalances: async () => [token('USDC'), token('NFT', '0')] })
    const loaded = await loadTokenBalances(ctx, { account, signal })
    expect(loaded.balances.map((b) => b.symbol)).toEqual(['USDC'])
    expect(filterZeroDecimalBalances([token('X', '0')])).toEqual([])
  })

  it('a failing source rejects as it does (the controller records the failure)', async () => {
    const { ctx } = sources({
      fetchBalances: () => Promise.reject(new Error('HTTP status code: 500')),
    })
    await expect(loadTokenBalances(ctx, { account, signal })).rejects.toThrow(
      'HTTP status code: 500',
    )
  })
})
