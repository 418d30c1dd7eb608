import { describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../types/account.js'
import { type BalanceAccount, type BalanceDeps, createBalanceController } from './balance.js'

const account: BalanceAccount = {
  address: '0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeSymbol: 'ETH',
}

function token(symbol: string, decimals: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

function setup(overrides: Partial<BalanceDeps> = {}) {
  let now = 0
  const deps = {
    getActiveAccount: vi.fn((): BalanceAccount | undefined => account),
    isNetworkSupported: vi.fn(() => true),
    fetchBalances: vi.fn(async () => [token('USDC', '6'), token('ETH', '18')]),
    fetchNativeBalance: vi.fn(async () => ({ balance: '1.5', symbol: 'ETH' })),
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

describe('token balances (spec §4, §5, §8)', () => {
  it('fetches the balances of the active account on its network', async () => {
    const { balance, deps } = setup()
    const signal = new AbortController().signal
    const result = await balance.fetchTokenBalances({ signal })
    expect(result.map((entry) => entry.symbol)).toEqual(['USDC', 'ETH'])
    expect(balance.state.tokenBalances).toEqual(result)
    expect(deps.fetchBalances).toHaveBeenCalledWith({
      address: account.address,
      caipNetworkId: 'eip155:1',
      signal,
    })
  })

  it('filters out balances with a zero decimals quantity', async () => {
    const { balance } = setup({
      fetchBalances: vi.fn(async () => [token('USDC', '6'), token('NFT', '0')]),
    })
    expect((await balance.fetchTokenBalances()).map((entry) => entry.symbol)).toEqual(['USDC'])
  })

  it("returns an empty list with the 'Token Balance Unavailable' banner on an unsupported network", async () => {
    const { balance, deps } = setup({ isNetworkSupported: vi.fn(() => false) })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(deps.fetchBalances).not.toHaveBeenCalled()
    expect(deps.showError).toHaveBeenCalledWith('Token Balance Unavailable')
  })

  it('treats namespaces without balance support (spec §1: eip155 and solana only) as unsupported', async () => {
    const { balance, deps } = setup({
      getActiveAccount: () => ({
        ...account,
        caipNetworkId: 'bip122:000',
        chainNamespace: 'bip122',
      }),
    })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(deps.fetchBalances).not.toHaveBeenCalled()
    expect(deps.showError).toHaveBeenCalledWith('Token Balance Unavailable')
  })

  it("shows 'Token Balance Unavailable' and returns an empty list when the fetch fails", async () => {
    const { balance, deps } = setup({
      fetchBalances: vi.fn(async () => {
        throw new Error('HTTP status code: 500')
      }),
    })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(deps.showError).toHaveBeenCalledWith('Token Balance Unavailable')
    expect(balance.state.lastFailedFetchAt).toBe(0)
    expect(balance.state.loading).toBe(false)
  })

  it('a retry within 30 s of a failure returns an empty list without calling out', async () => {
    const fetchBalances = vi.fn(async (): Promise<TokenBalance[]> => {
      throw new Error('down')
    })
    const { balance, advance } = setup({ fetchBalances })
    await balance.fetchTokenBalances()
    fetchBalances.mockResolvedValue([token('USDC', '6')])
    advance(29_999)
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(fetchBalances).toHaveBeenCalledTimes(1)
    advance(1)
    expect(await balance.fetchTokenBalances()).toHaveLength(1)
    expect(fetchBalances).toHaveBeenCalledTimes(2)
    expect(balance.state.lastFailedFetchAt).toBeUndefined()
  })

  it('sets loading during the fetch', async () => {
    let resolve: (value: TokenBalance[]) => void = () => undefined
    const { balance } = setup({
      fetchBalances: vi.fn(
        () =>
          new Promise<TokenBalance[]>((done) => {
            resolve = done
          }),
      ),
    })
    const pending = balance.fetchTokenBalances()
    expect(balance.state.loading).toBe(true)
    resolve([])
    await pending
    expect(balance.state.loading).toBe(false)
  })

  it('returns an empty list without an active account', async () => {
    const { balance, deps } = setup({ getActiveAccount: () => undefined })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(deps.showError).not.toHaveBeenCalled()
  })
})

describe('native balance', () => {
  it('stores the native balance and symbol', async () => {
    const { balance } = setup()
    await balance.fetchNativeBalance()
    expect(balance.state).toMatchObject({ nativeBalance: '1.5', nativeSymbol: 'ETH' })
  })

  it('falls back to the network symbol when the lookup gives none', async () => {
    const { balance } = setup({
      fetchNativeBalance: vi.fn(async () => ({ balance: '2', symbol: '' })),
    })
    await balance.fetchNativeBalance()
    expect(balance.state.nativeSymbol).toBe('ETH')
  })

  it('keeps the newest answer when an older fetch (another namespace) settles after it', async () => {
    const solanaAccount: BalanceAccount = {
      address: '4qxmyWwq217PQojfR9HXTjipPB9nKd7R1rKXf6HMvfzg',
      caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
      nativeSymbol: 'SOL',
    }
    let active = solanaAccount
    let settleSolana: (value: { balance: string; symbol: string }) => void = () => {}
    const { balance } = setup({
      getActiveAccount: vi.fn(() => active),
      fetchNativeBalance: vi.fn(({ address }: { address: string }) =>
        address === solanaAccount.address
          ? new Promise<{ balance: string; symbol: string }>((resolve) => {
              settleSolana = resolve
            })
          : Promise.resolve({ balance: '10000', symbol: 'ETH' }),
      ),
    })
    const older = balance.fetchNativeBalance()
    active = account
    await balance.fetchNativeBalance()
    settleSolana({ balance: '100', symbol: 'SOL' })
    expect(await older).toEqual({ balance: '100', symbol: 'SOL' })
    expect(balance.state).toMatchObject({ nativeBalance: '10000', nativeSymbol: 'ETH' })
  })

  it("clears another account's balance while the new one loads, and keeps it on a refresh of the same", async () => {
    let active: BalanceAccount = account
    let settle: (value: { balance: string; symbol: string }) => void = () => {}
    const { balance } = setup({
      getActiveAccount: vi.fn(() => active),
      fetchNativeBalance: vi.fn(
        () =>
          new Promise<{ balance: string; symbol: string }>((resolve) => {
            settle = resolve
          }),
      ),
    })
    let pending = balance.fetchNativeBalance()
    settle({ balance: '1.5', symbol: 'ETH' })
    await pending
    // A refresh of the same account keeps the figure until the new one arrives.
    pending = balance.fetchNativeBalance()
    expect(balance.state).toMatchObject({ nativeBalance: '1.5', nativeSymbol: 'ETH' })
    settle({ balance: '1.4', symbol: 'ETH' })
    await pending
    active = {
      ...account,
      caipNetworkId: 'solana:abc',
      chainNamespace: 'solana',
      nativeSymbol: 'SOL',
    }
    pending = balance.fetchNativeBalance()
    expect(balance.state).toMatchObject({ nativeBalance: undefined, nativeSymbol: 'SOL' })
    settle({ balance: '100', symbol: 'SOL' })
    await pending
    expect(balance.state).toMatchObject({ nativeBalance: '100', nativeSymbol: 'SOL' })
  })

  it('does not store an answer whose caller aborted, nor one that settles after a reset', async () => {
    const { balance } = setup()
    const controller = new AbortController()
    const aborted = balance.fetchNativeBalance({ signal: controller.signal })
    controller.abort()
    await aborted
    expect(balance.state.nativeBalance).toBeUndefined()
    const late = balance.fetchNativeBalance()
    balance.reset()
    await late
    expect(balance.state.nativeBalance).toBeUndefined()
  })

  it('returns empty defaults on an unsupported network (spec §5)', async () => {
    const { balance, deps } = setup({ isNetworkSupported: vi.fn(() => false) })
    expect(await balance.fetchNativeBalance()).toBeUndefined()
    expect(deps.fetchNativeBalance).not.toHaveBeenCalled()
    expect(balance.state).toMatchObject({ nativeBalance: undefined, nativeSymbol: 'ETH' })
  })
})
