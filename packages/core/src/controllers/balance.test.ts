import { describe, expect, it, vi } from 'vitest'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
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

/** The banner was asked for with the docs/errors.md error (its text comes from the error). */
function expectUnavailableBanner(showError: BalanceDeps['showError']) {
  expect(showError).toHaveBeenCalledWith(expect.any(TokenBalanceUnavailableError))
}

/** A promise with its settle functions, to hold an adapter call open. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** viem's shape when the RPC fails: a long message naming the URL, the body and its version. */
const viemFailure = () =>
  Object.assign(
    new Error(
      'HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {"method":"eth_getBalance"}\n\nVersion: viem@2.38.0',
    ),
    { shortMessage: 'HTTP request failed.' },
  )

function setup(overrides: Partial<BalanceDeps> = {}) {
  let now = 0
  const deps = {
    getActiveAccount: (): BalanceAccount | undefined => account,
    isNetworkSupported: () => true,
    fetchBalances: vi.fn(async () => [token('USDC', '6'), token('ETH', '18')]),
    fetchNativeBalance: vi.fn(async () => ({ balance: '1.5', symbol: 'ETH' })),
    fetchChainTokenBalances: vi.fn(async (): Promise<TokenBalance[]> => []),
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

describe('token balances (docs/account-features.md#balances, docs/validation.md#balances-and-activity, docs/errors.md)', () => {
  it('fetches the balances of the active account on its network', async () => {
    const { balance, deps } = setup()
    const signal = new AbortController().signal
    const result = await balance.fetchTokenBalances({ signal })
    expect(result.map((entry) => entry.symbol)).toEqual(['USDC', 'ETH'])
    expect(balance.state.tokenBalances).toEqual(result)
    // The shared call's own signal: it aborts when every caller has left.
    expect(deps.fetchBalances).toHaveBeenCalledWith({
      address: account.address,
      caipNetworkId: 'eip155:1',
      signal: expect.any(AbortSignal),
    })
  })

  it('filters out balances with a zero decimals quantity', async () => {
    const { balance } = setup({
      fetchBalances: async () => [token('USDC', '6'), token('NFT', '0')],
    })
    expect((await balance.fetchTokenBalances()).map((entry) => entry.symbol)).toEqual(['USDC'])
  })

  it("returns an empty list with the 'Token Balance Unavailable' banner on an unsupported network", async () => {
    const { balance, deps } = setup({ isNetworkSupported: () => false })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(deps.fetchBalances).not.toHaveBeenCalled()
    expectUnavailableBanner(deps.showError)
  })

  it('says an unsupported network once, not at every poll, and again after a supported one', async () => {
    let supported = false
    const { balance, deps } = setup({ isNetworkSupported: () => supported })
    await balance.fetchTokenBalances()
    await balance.fetchTokenBalances()
    await balance.fetchTokenBalances({ force: true })
    expect(deps.showError).toHaveBeenCalledTimes(1)
    supported = true
    await balance.fetchTokenBalances()
    supported = false
    await balance.fetchTokenBalances()
    expect(deps.showError).toHaveBeenCalledTimes(2)
  })

  it('asks nothing for a namespace without balances (balances exist on eip155 and solana only), and says nothing', async () => {
    const { balance, deps } = setup({
      getActiveAccount: () => ({
        ...account,
        caipNetworkId: 'bip122:000',
        chainNamespace: 'bip122',
      }),
    })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expect(deps.fetchBalances).not.toHaveBeenCalled()
    // Not a failure: a bip122 account has no balances at all, so no banner and no
    // 'unavailable' mark.
    expect(deps.showError).not.toHaveBeenCalled()
    expect(balance.state.tokenBalancesUnavailable).toBe(false)
  })

  it("shows 'Token Balance Unavailable' and returns an empty list when the fetch fails", async () => {
    const { balance, deps } = setup({
      fetchBalances: async () => {
        throw new Error('HTTP status code: 500')
      },
    })
    expect(await balance.fetchTokenBalances()).toEqual([])
    expectUnavailableBanner(deps.showError)
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
      fetchBalances: () =>
        new Promise<TokenBalance[]>((done) => {
          resolve = done
        }),
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
      fetchNativeBalance: async () => ({ balance: '2', symbol: '' }),
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
      getActiveAccount: () => active,
      fetchNativeBalance: ({ address }: { address: string }) =>
        address === solanaAccount.address
          ? new Promise<{ balance: string; symbol: string }>((resolve) => {
              settleSolana = resolve
            })
          : Promise.resolve({ balance: '10000', symbol: 'ETH' }),
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
      getActiveAccount: () => active,
      fetchNativeBalance: () =>
        new Promise<{ balance: string; symbol: string }>((resolve) => {
          settle = resolve
        }),
    })
    let pending = balance.fetchNativeBalance()
    settle({ balance: '1.5', symbol: 'ETH' })
    await pending
    // A refresh of the same account keeps the figure until the new one arrives.
    pending = balance.fetchNativeBalance({ force: true })
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
    await expect(aborted).rejects.toBeInstanceOf(RequestAbortedError)
    expect(balance.state.nativeBalance).toBeUndefined()
    const late = balance.fetchNativeBalance()
    balance.reset()
    await late
    expect(balance.state.nativeBalance).toBeUndefined()
  })

  it('returns empty defaults on an unsupported network (docs/validation.md#networks)', async () => {
    const { balance, deps } = setup({ isNetworkSupported: () => false })
    expect(await balance.fetchNativeBalance()).toBeUndefined()
    expect(deps.fetchNativeBalance).not.toHaveBeenCalled()
    expect(balance.state).toMatchObject({ nativeBalance: undefined, nativeSymbol: 'ETH' })
  })
})

describe('identical balance requests share one call (account button, Account view, hooks)', () => {
  it('two concurrent native fetches for the same account and network make one adapter call', async () => {
    const pending = deferred<{ balance: string; symbol: string }>()
    const fetchNativeBalance = vi.fn(() => pending.promise)
    const { balance, advance } = setup({ fetchNativeBalance })
    const first = balance.fetchNativeBalance({ signal: new AbortController().signal })
    const second = balance.fetchNativeBalance({ signal: new AbortController().signal })
    pending.resolve({ balance: '1.5', symbol: 'ETH' })
    expect(await Promise.all([first, second])).toEqual([
      { balance: '1.5', symbol: 'ETH' },
      { balance: '1.5', symbol: 'ETH' },
    ])
    expect(fetchNativeBalance).toHaveBeenCalledTimes(1)
    // Once settled, the answer is kept for docs/limits.md#timing's 30 s, then asked again.
    advance(29_999)
    await balance.fetchNativeBalance()
    expect(fetchNativeBalance).toHaveBeenCalledTimes(1)
    advance(1)
    await balance.fetchNativeBalance()
    expect(fetchNativeBalance).toHaveBeenCalledTimes(2)
  })

  it('another account or network gets its own call', async () => {
    let active = account
    const fetchNativeBalance = vi.fn(async () => ({ balance: '1', symbol: 'ETH' }))
    const { balance } = setup({ getActiveAccount: () => active, fetchNativeBalance })
    const first = balance.fetchNativeBalance()
    active = { ...account, caipNetworkId: 'eip155:42161' }
    const second = balance.fetchNativeBalance()
    await Promise.all([first, second])
    expect(fetchNativeBalance).toHaveBeenCalledTimes(2)
  })

  it("one caller's abort ends only its own wait; the call is aborted when every caller has left", async () => {
    const pending = deferred<{ balance: string; symbol: string }>()
    let callSignal: AbortSignal | undefined
    const { balance } = setup({
      fetchNativeBalance: ({ signal }) => {
        callSignal = signal
        return pending.promise
      },
    })
    const leaving = new AbortController()
    const staying = new AbortController()
    const left = balance.fetchNativeBalance({ signal: leaving.signal })
    const stayed = balance.fetchNativeBalance({ signal: staying.signal })
    leaving.abort()
    await expect(left).rejects.toBeInstanceOf(RequestAbortedError)
    expect(callSignal?.aborted).toBe(false)
    pending.resolve({ balance: '2', symbol: 'ETH' })
    expect(await stayed).toEqual({ balance: '2', symbol: 'ETH' })
    expect(balance.state.nativeBalance).toBe('2')

    const again = deferred<{ balance: string; symbol: string }>()
    const { balance: other } = setup({
      fetchNativeBalance: ({ signal }) => {
        callSignal = signal
        return again.promise
      },
    })
    const only = new AbortController()
    const alone = other.fetchNativeBalance({ signal: only.signal })
    only.abort()
    await expect(alone).rejects.toBeInstanceOf(RequestAbortedError)
    expect(callSignal?.aborted).toBe(true)
  })

  it('two concurrent token balance fetches make one blockchain API call', async () => {
    const pending = deferred<TokenBalance[]>()
    const fetchBalances = vi.fn(() => pending.promise)
    const { balance } = setup({ fetchBalances })
    const first = balance.fetchTokenBalances({ signal: new AbortController().signal })
    const second = balance.fetchTokenBalances()
    pending.resolve([token('USDC', '6')])
    const [a, b] = await Promise.all([first, second])
    expect(a.map((entry) => entry.symbol)).toEqual(['USDC'])
    expect(b).toEqual(a)
    expect(fetchBalances).toHaveBeenCalledTimes(1)
  })

  it('a failure shared by two callers shows one banner', async () => {
    const pending = deferred<{ balance: string; symbol: string }>()
    const { balance, deps } = setup({ fetchNativeBalance: vi.fn(() => pending.promise) })
    const first = balance.fetchNativeBalance()
    const second = balance.fetchNativeBalance()
    pending.reject(viemFailure())
    await expect(first).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    await expect(second).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    expect(deps.showError).toHaveBeenCalledTimes(1)
  })
})

describe('a native balance that could not be refreshed (stale, docs/errors.md)', () => {
  it('keeps the last amount but marks it stale, and says Token Balance Unavailable', async () => {
    const fetchNativeBalance = vi.fn(async () => ({ balance: '1.5', symbol: 'ETH' }))
    const { balance, deps } = setup({ fetchNativeBalance })
    await balance.fetchNativeBalance()
    expect(balance.state.nativeBalanceStale).toBe(false)
    const cause = viemFailure()
    fetchNativeBalance.mockRejectedValueOnce(cause)
    const error: unknown = await balance
      .fetchNativeBalance({ force: true })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    if (!(error instanceof TokenBalanceUnavailableError)) return
    // What an app shows (error.message) is the spec's sentence; viem's dump stays in cause.
    expect(error.message).toBe('Token Balance Unavailable')
    expect(error.cause).toBe(cause)
    expect(balance.state).toMatchObject({ nativeBalance: '1.5', nativeBalanceStale: true })
    expectUnavailableBanner(deps.showError)
    // The next successful refresh makes it current again.
    await balance.fetchNativeBalance({ force: true })
    expect(balance.state).toMatchObject({ nativeBalance: '1.5', nativeBalanceStale: false })
  })

  it('marks a first fetch that failed as stale with no amount (nothing to show as current)', async () => {
    const { balance } = setup({
      fetchNativeBalance: async () => {
        throw new SyntaxError('Unterminated string in JSON at position 35')
      },
    })
    await expect(balance.fetchNativeBalance()).rejects.toThrow('Token Balance Unavailable')
    expect(balance.state).toMatchObject({ nativeBalance: undefined, nativeBalanceStale: true })
  })

  it('another account or network, an unsupported network and a reset are not stale', async () => {
    let active = account
    const fetchNativeBalance = vi.fn(async (): Promise<{ balance: string; symbol: string }> => {
      throw viemFailure()
    })
    let supported = true
    const { balance } = setup({
      getActiveAccount: () => active,
      fetchNativeBalance,
      isNetworkSupported: () => supported,
    })
    await balance.fetchNativeBalance().catch(() => undefined)
    expect(balance.state.nativeBalanceStale).toBe(true)
    active = { ...account, caipNetworkId: 'eip155:42161' }
    const next = deferred<{ balance: string; symbol: string }>()
    fetchNativeBalance.mockImplementationOnce(() => next.promise)
    const loading = balance.fetchNativeBalance()
    expect(balance.state.nativeBalanceStale).toBe(false)
    next.resolve({ balance: '3', symbol: 'ETH' })
    await loading
    await balance.fetchNativeBalance({ force: true }).catch(() => undefined)
    expect(balance.state.nativeBalanceStale).toBe(true)
    supported = false
    await balance.fetchNativeBalance()
    expect(balance.state.nativeBalanceStale).toBe(false)
    supported = true
    await balance.fetchNativeBalance().catch(() => undefined)
    balance.reset()
    expect(balance.state.nativeBalanceStale).toBe(false)
  })

  it('an answer for an account no longer shown marks nothing stale and shows no banner', async () => {
    let active = account
    const old = deferred<{ balance: string; symbol: string }>()
    const fetchNativeBalance = vi.fn(({ caipNetworkId }: { caipNetworkId: string }) =>
      caipNetworkId === 'eip155:1' ? old.promise : Promise.resolve({ balance: '3', symbol: 'ETH' }),
    )
    const { balance, deps } = setup({ getActiveAccount: () => active, fetchNativeBalance })
    const older = balance.fetchNativeBalance()
    active = { ...account, caipNetworkId: 'eip155:42161' }
    await balance.fetchNativeBalance()
    old.reject(viemFailure())
    await expect(older).rejects.toBeInstanceOf(TokenBalanceUnavailableError)
    expect(balance.state).toMatchObject({ nativeBalance: '3', nativeBalanceStale: false })
    expect(deps.showError).not.toHaveBeenCalled()
  })
})
