/** The balance controller's token sources, cache windows and stale list (docs/account-features.md#balances, docs/services.md#calls, docs/limits.md#cache-expiry). */
import { describe, expect, it, vi } from 'vitest'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import type { TokenBalance } from '../types/account.js'
import { type BalanceAccount, type BalanceDeps, createBalanceController } from './balance.js'

const account: BalanceAccount = {
  address: '0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeSymbol: 'ETH',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

function token(symbol: string, numeric = '1'): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    address: `eip155:1:0x${symbol.padEnd(40, '0')}`,
    price: 1,
    value: Number(numeric),
    quantity: { decimals: '6', numeric },
    iconUrl: '',
  }
}

function setup(overrides: Partial<BalanceDeps> = {}) {
  let now = 0
  const deps = {
    getActiveAccount: (): BalanceAccount | undefined => account,
    isNetworkSupported: () => true,
    fetchNativeBalance: vi.fn(async () => ({ balance: '1.5', symbol: 'ETH' })),
    fetchChainTokenBalances: vi.fn(async () => [token('USDC', '10000')]),
    showError: vi.fn(),
    now: () => now,
    ...overrides,
  }
  return {
    deps,
    balance: createBalanceController(deps),
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('token balance sources, in docs/services.md#requests order', () => {
  it('asks the blockchain API when its endpoint is set, and nothing else', async () => {
    const fetchWalletAssets = vi.fn(async () => [token('DAI')])
    const { balance, deps } = setup({
      fetchBalances: async () => [token('USDC')],
      fetchWalletAssets,
    })
    expect((await balance.fetchTokenBalances()).map((t) => t.symbol)).toEqual(['USDC'])
    expect(balance.state.tokenBalancesSource).toBe('blockchainApi')
    expect(fetchWalletAssets).not.toHaveBeenCalled()
    expect(deps.fetchChainTokenBalances).not.toHaveBeenCalled()
    expect(deps.fetchNativeBalance).not.toHaveBeenCalled()
  })

  it('without an API, uses wallet asset discovery when the wallet offers it', async () => {
    const { balance, deps } = setup({ fetchWalletAssets: vi.fn(async () => [token('DAI')]) })
    expect((await balance.fetchTokenBalances()).map((t) => t.symbol)).toEqual(['DAI'])
    expect(balance.state.tokenBalancesSource).toBe('walletAssets')
    expect(deps.fetchChainTokenBalances).not.toHaveBeenCalled()
  })

  it('otherwise reads chain RPC: the native balance first, then the configured tokens', async () => {
    const { balance } = setup({ fetchWalletAssets: async () => undefined })
    const balances = await balance.fetchTokenBalances()
    expect(balances.map((t) => [t.symbol, t.quantity.numeric, t.address])).toEqual([
      ['ETH', '1.5', undefined],
      ['USDC', '10000', `eip155:1:0x${'USDC'.padEnd(40, '0')}`],
    ])
    expect(balance.state.tokenBalancesSource).toBe('chainRpc')
    // Over RPC the native entry has no price: its value is unknown, not zero.
    expect(balances[0]?.value).toBeUndefined()
  })

  it('falls back to chain RPC when the wallet fails to answer asset discovery', async () => {
    const { balance, deps } = setup({
      fetchWalletAssets: async () => {
        throw new Error('wallet_getAssets: method not found')
      },
    })
    expect((await balance.fetchTokenBalances()).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(deps.showError).not.toHaveBeenCalled()
  })

  it('the RPC list and the native balance share one native call', async () => {
    const { balance, deps } = setup()
    await Promise.all([balance.fetchNativeBalance(), balance.fetchTokenBalances()])
    expect(deps.fetchNativeBalance).toHaveBeenCalledTimes(1)
    expect(balance.state.nativeBalance).toBe('1.5')
  })
})

describe('cache windows (docs/limits.md#timing: portfolio balance 30 s)', () => {
  it('answers from the last list within 30 s, asks again after, and always when forced', async () => {
    const { balance, deps, advance } = setup()
    await balance.fetchTokenBalances()
    advance(29_999)
    expect(await balance.fetchTokenBalances()).toHaveLength(2)
    expect(deps.fetchChainTokenBalances).toHaveBeenCalledTimes(1)
    advance(1)
    await balance.fetchTokenBalances()
    expect(deps.fetchChainTokenBalances).toHaveBeenCalledTimes(2)
    await balance.fetchTokenBalances({ force: true })
    expect(deps.fetchChainTokenBalances).toHaveBeenCalledTimes(3)
  })

  it('five readers at once make one request per source', async () => {
    const { balance, deps } = setup()
    await Promise.all(
      Array.from({ length: 5 }, () => [
        balance.fetchTokenBalances({ signal: new AbortController().signal }),
        balance.fetchNativeBalance({ signal: new AbortController().signal }),
      ]).flat(),
    )
    expect(deps.fetchChainTokenBalances).toHaveBeenCalledTimes(1)
    expect(deps.fetchNativeBalance).toHaveBeenCalledTimes(1)
  })

  it('another account or network is not answered from the cache, and its list starts empty', async () => {
    let active = account
    const { balance, deps } = setup({ getActiveAccount: () => active })
    await balance.fetchTokenBalances()
    active = { ...account, address: '0x2222222222222222222222222222222222222222' }
    const pending = balance.fetchTokenBalances()
    expect(balance.state.tokenBalances).toEqual([])
    await pending
    expect(deps.fetchChainTokenBalances).toHaveBeenCalledTimes(2)
    expect(balance.state.tokenBalancesFor).toBe(`eip155:1:${active.address}`)
  })
})

describe('a token list that could not be refreshed (docs/account-features.md#balances, docs/errors.md)', () => {
  it('keeps the last list marked stale, says Token Balance Unavailable, and recovers', async () => {
    const fetchChainTokenBalances = vi.fn(async () => [token('USDC', '5')])
    const { balance, deps, advance } = setup({ fetchChainTokenBalances })
    await balance.fetchTokenBalances()
    fetchChainTokenBalances.mockRejectedValueOnce(new Error('HTTP request failed'))
    advance(30_000)
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(balance.state).toMatchObject({
      tokenBalancesStale: true,
      tokenBalancesUnavailable: true,
    })
    expect(balance.state.tokenBalances.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(deps.showError).toHaveBeenCalledWith(expect.any(TokenBalanceUnavailableError))
    // docs/account-features.md#balances: within 30 s of the failure nobody asks again.
    advance(29_999)
    await balance.fetchTokenBalances()
    expect(fetchChainTokenBalances).toHaveBeenCalledTimes(2)
    advance(1)
    await balance.fetchTokenBalances()
    expect(fetchChainTokenBalances).toHaveBeenCalledTimes(3)
    expect(balance.state).toMatchObject({
      tokenBalancesStale: false,
      tokenBalancesUnavailable: false,
    })
  })

  it('a failed native read over RPC shows one banner, not two', async () => {
    const { balance, deps } = setup({
      fetchNativeBalance: async () => {
        throw new Error('HTTP request failed')
      },
    })
    await balance.fetchTokenBalances()
    expect(deps.showError).toHaveBeenCalledTimes(1)
    expect(balance.state.tokenBalancesUnavailable).toBe(true)
  })

  it('says unavailable to the account asking within the retry window, also when its failure came before it was active', async () => {
    let active: BalanceAccount | undefined = account
    const fetchBalances = vi.fn(async () => {
      // The answer comes while the account is still settling (another network active).
      active = { ...account, caipNetworkId: 'eip155:10' }
      throw new Error('Unterminated string in JSON at position 35')
    })
    const { balance } = setup({ getActiveAccount: () => active, fetchBalances })
    await balance.fetchTokenBalances()
    expect(balance.state.tokenBalancesUnavailable).toBe(false)
    active = account
    await balance.fetchTokenBalances()
    // Not asked again within 30 s (docs/account-features.md#balances), but never left looking like "loading".
    expect(fetchBalances).toHaveBeenCalledTimes(1)
    expect(balance.state.tokenBalancesUnavailable).toBe(true)
  })

  it('an unsupported network is unavailable, and a reset clears every mark', async () => {
    const { balance } = setup({ isNetworkSupported: () => false })
    await balance.fetchTokenBalances()
    expect(balance.state.tokenBalancesUnavailable).toBe(true)
    balance.reset()
    expect(balance.state).toMatchObject({
      tokenBalances: [],
      tokenBalancesFor: undefined,
      tokenBalancesStale: false,
      tokenBalancesUnavailable: false,
    })
  })
})

describe('a native balance read that failed (docs/account-features.md#balances retry window)', () => {
  it('is not asked again within 30 s unless forced; the last amount stays stale', async () => {
    const fetchNativeBalance = vi.fn(async () => ({ balance: '1.5', symbol: 'ETH' }))
    const { balance, advance } = setup({ fetchNativeBalance })
    await balance.fetchNativeBalance()
    fetchNativeBalance.mockRejectedValueOnce(new Error('HTTP request failed'))
    await balance.fetchNativeBalance({ force: true }).catch(() => undefined)
    advance(29_999)
    await expect(balance.fetchNativeBalance()).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    expect(fetchNativeBalance).toHaveBeenCalledTimes(2)
    expect(balance.state).toMatchObject({ nativeBalance: '1.5', nativeBalanceStale: true })
    await balance.fetchNativeBalance({ force: true })
    expect(fetchNativeBalance).toHaveBeenCalledTimes(3)
    expect(balance.state.nativeBalanceStale).toBe(false)
  })
})
