import { describe, expect, it, vi } from 'vitest'
import type { Transaction, TransactionHistoryResponse } from '../../api/types.js'
import type { CaipNetworkId } from '../../chains/types.js'
import { AccountAddressRequiredError, FetchTransactionsError } from '../../errors/account.js'
import {
  createTransactionsController,
  FETCH_TRANSACTIONS_ERROR_EVENT,
  groupTransactionsByYear,
  isSpamTransaction,
  type TransactionsDeps,
} from './controller.js'

const address = '0x1111111111111111111111111111111111111111'

function tx(
  id: string,
  minedAt: string,
  options: { chain?: CaipNetworkId; spam?: boolean[] } = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: options.chain ?? 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: address,
      sentTo: '0x2',
    },
    transfers: (options.spam ?? [false]).map((isSpam) => ({
      quantity: { numeric: '1' },
      nft_info: { flags: { is_spam: isSpam } },
    })),
  }
}

function setup(overrides: Partial<TransactionsDeps> = {}) {
  let network: CaipNetworkId = 'eip155:1'
  const deps = {
    fetchHistory: vi.fn(
      async (): Promise<TransactionHistoryResponse> => ({
        data: [tx('a', '2024-05-15T12:00:00Z')],
        next: 'cursor-2',
      }),
    ),
    getActiveCaipNetworkId: () => network,
    showError: vi.fn(),
    trackError: vi.fn(),
    ...overrides,
  }
  return {
    deps,
    controller: createTransactionsController(deps),
    setNetwork: (id: CaipNetworkId) => {
      network = id
    },
  }
}

describe('fetching transactions (docs/account-features.md#activity, docs/validation.md#balances-and-activity)', () => {
  it("requires an account address: 'Transactions can't be fetched without an accountAddress'", async () => {
    const { controller, deps } = setup()
    await expect(controller.fetchTransactions(undefined)).rejects.toThrow(
      AccountAddressRequiredError,
    )
    await expect(controller.fetchTransactions('')).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(deps.fetchHistory).not.toHaveBeenCalled()
  })

  it('sets loading during the fetch', async () => {
    let answer: (value: TransactionHistoryResponse) => void = () => undefined
    const { controller } = setup({
      fetchHistory: () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    const pending = controller.fetchTransactions(address)
    expect(controller.state.loading).toBe(true)
    answer({ data: [], next: null })
    await pending
    expect(controller.state.loading).toBe(false)
  })

  it('stores the next cursor and sends it with the following page, which is appended', async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockResolvedValueOnce({ data: [tx('a', '2024-05-15T12:00:00Z')], next: 'cursor-2' })
      .mockResolvedValueOnce({ data: [tx('b', '2024-04-15T12:00:00Z')], next: null })
    const { controller } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    expect(controller.state.next).toBe('cursor-2')
    await controller.fetchTransactions(address)
    expect(fetchHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({ account: address, cursor: 'cursor-2', chainId: 'eip155:1' }),
    )
    expect(controller.state.transactions.map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(controller.state.next).toBeUndefined()
    expect(controller.state.empty).toBe(false)
  })

  it('sets empty when there are no results', async () => {
    const { controller } = setup({ fetchHistory: async () => ({ data: [], next: null }) })
    await controller.fetchTransactions(address)
    expect(controller.state.empty).toBe(true)
    expect(controller.state.transactions).toEqual([])
  })

  it("on failure shows 'Failed to fetch transactions', sends an analytics error event, sets empty and clears the cursor", async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockResolvedValueOnce({ data: [tx('a', '2024-05-15T12:00:00Z')], next: 'cursor-2' })
      .mockRejectedValueOnce(new Error('HTTP status code: 500'))
    const { controller, deps } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    await controller.fetchTransactions(address)
    expect(deps.showError).toHaveBeenCalledWith('Failed to fetch transactions')
    expect(deps.trackError).toHaveBeenCalledWith(
      FETCH_TRANSACTIONS_ERROR_EVENT,
      expect.any(FetchTransactionsError),
    )
    expect(controller.state).toMatchObject({ empty: true, next: undefined, loading: false })
  })

  it('hides transactions whose transfers are all flagged spam', async () => {
    const { controller } = setup({
      fetchHistory: async () => ({
        data: [
          tx('all-spam', '2024-05-15T12:00:00Z', { spam: [true, true] }),
          tx('some-spam', '2024-05-14T12:00:00Z', { spam: [true, false] }),
          tx('clean', '2024-05-13T12:00:00Z'),
        ],
        next: null,
      }),
    })
    await controller.fetchTransactions(address)
    expect(controller.state.transactions.map((entry) => entry.id)).toEqual(['some-spam', 'clean'])
  })

  it('keeps a transaction without transfers (it cannot be all spam)', () => {
    expect(isSpamTransaction({ ...tx('x', '2024-01-01T00:00:00Z'), transfers: [] })).toBe(false)
  })

  it('keeps only transactions of the active chain', async () => {
    const { controller } = setup({
      fetchHistory: async () => ({
        data: [
          tx('main', '2024-05-15T12:00:00Z'),
          tx('other', '2024-05-15T12:00:00Z', { chain: 'eip155:137' }),
        ],
        next: null,
      }),
    })
    await controller.fetchTransactions(address)
    expect(controller.state.transactions.map((entry) => entry.id)).toEqual(['main'])
  })

  it('resets the list when the network in view changes', async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockResolvedValueOnce({ data: [tx('a', '2024-05-15T12:00:00Z')], next: 'cursor-2' })
      .mockResolvedValueOnce({ data: [], next: null })
    const { controller, setNetwork, deps } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    expect(controller.state.transactions).toHaveLength(1)
    setNetwork('eip155:137')
    await controller.fetchTransactions(address)
    expect(deps.fetchHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({ cursor: undefined, chainId: 'eip155:137' }),
    )
    expect(controller.state.transactions).toEqual([])
    expect(controller.state.lastNetworkInView).toBe('eip155:137')
  })

  it('stores coinbase onramp transactions apart, grouped by year and month', async () => {
    const { controller, deps } = setup()
    await controller.fetchTransactions(address, { onramp: 'coinbase' })
    expect(deps.fetchHistory).toHaveBeenCalledWith(expect.objectContaining({ onramp: 'coinbase' }))
    expect(controller.state.coinbaseTransactions[2024]?.[4]?.map((entry) => entry.id)).toEqual([
      'a',
    ])
    expect(controller.state.transactions).toEqual([])
  })
})

describe('one list per account and network', () => {
  it('resets the list when another account asks', async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockResolvedValueOnce({ data: [tx('a', '2024-05-15T12:00:00Z')], next: 'cursor-2' })
      .mockResolvedValueOnce({ data: [], next: null })
    const { controller } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    await controller.fetchTransactions('0x2222222222222222222222222222222222222222')
    expect(fetchHistory).toHaveBeenLastCalledWith(
      expect.objectContaining({
        cursor: undefined,
        account: '0x2222222222222222222222222222222222222222',
      }),
    )
    expect(controller.state.transactions).toEqual([])
    expect(controller.state.empty).toBe(true)
  })

  it('callers asking while a page is on its way share its request', async () => {
    const { controller, deps } = setup()
    await Promise.all([
      controller.fetchTransactions(address),
      controller.fetchTransactions(address),
    ])
    expect(deps.fetchHistory).toHaveBeenCalledTimes(1)
    expect(controller.state.fetched).toBe(true)
  })

  it('a cancelled fetch is neither shown nor reported', async () => {
    const abort = new AbortController()
    const { controller, deps } = setup({
      fetchHistory: async ({ signal }) => {
        abort.abort()
        throw signal?.reason ?? new Error('aborted')
      },
    })
    await controller.fetchTransactions(address, { signal: abort.signal })
    expect(deps.showError).not.toHaveBeenCalled()
    expect(deps.trackError).not.toHaveBeenCalled()
    expect(controller.state).toMatchObject({ error: undefined, fetched: false, loading: false })
  })

  it('keeps the failure in error until the next fetch succeeds', async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockRejectedValueOnce(new Error('HTTP status code: 500'))
      .mockResolvedValueOnce({ data: [tx('a', '2024-05-15T12:00:00Z')], next: null })
    const { controller } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    expect(controller.state.error).toBe('Failed to fetch transactions')
    expect(controller.state.fetched).toBe(true)
    await controller.fetchTransactions(address)
    expect(controller.state.error).toBeUndefined()
    expect(controller.state.transactions.map((entry) => entry.id)).toEqual(['a'])
  })

  it('polls that keep failing show the banner and report once, until a fetch succeeds again', async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockRejectedValueOnce(new Error('HTTP status code: 500'))
      .mockRejectedValueOnce(new Error('HTTP status code: 500'))
      .mockRejectedValueOnce(new Error('HTTP status code: 502'))
      .mockResolvedValueOnce({ data: [], next: null })
      .mockRejectedValueOnce(new Error('HTTP status code: 500'))
    const { controller, deps } = setup({ fetchHistory })
    for (let poll = 0; poll < 3; poll += 1) {
      await controller.fetchTransactions(address, { onramp: 'coinbase' })
      expect(controller.state.error).toBe('Failed to fetch transactions')
    }
    expect(deps.showError).toHaveBeenCalledTimes(1)
    expect(deps.trackError).toHaveBeenCalledTimes(1)
    await controller.fetchTransactions(address, { onramp: 'coinbase' })
    expect(controller.state.error).toBeUndefined()
    await controller.fetchTransactions(address, { onramp: 'coinbase' })
    expect(deps.showError).toHaveBeenCalledTimes(2)
    expect(deps.trackError).toHaveBeenCalledTimes(2)
  })

  it('a failure after a reset (disconnect) is shown again', async () => {
    const fetchHistory = vi.fn<TransactionsDeps['fetchHistory']>(async () => {
      throw new Error('HTTP status code: 500')
    })
    const { controller, deps } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    controller.resetTransactions()
    await controller.fetchTransactions(address)
    expect(deps.showError).toHaveBeenCalledTimes(2)
  })

  it('a failure on another network is shown although the previous one was', async () => {
    const fetchHistory = vi.fn<TransactionsDeps['fetchHistory']>(async () => {
      throw new Error('HTTP status code: 500')
    })
    const { controller, deps, setNetwork } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    await controller.fetchTransactions(address)
    setNetwork('eip155:10')
    await controller.fetchTransactions(address)
    expect(deps.showError).toHaveBeenCalledTimes(2)
  })

  it('an onramp fetch leaves the history cursor alone', async () => {
    const { controller } = setup()
    await controller.fetchTransactions(address)
    await controller.fetchTransactions(address, { onramp: 'coinbase' })
    expect(controller.state.next).toBe('cursor-2')
    expect(controller.state.transactions.map((entry) => entry.id)).toEqual(['a'])
  })
})

describe('transactionsByYear (docs/state.md#transaction-history)', () => {
  it('groups by year then month index, newest first', () => {
    const grouped = groupTransactionsByYear([
      tx('may-10', '2024-05-10T12:00:00Z'),
      tx('may-20', '2024-05-20T12:00:00Z'),
      tx('jan', '2024-01-15T12:00:00Z'),
      tx('2023-dec', '2023-12-15T12:00:00Z'),
    ])
    expect(grouped[2024]?.[4]?.map((entry) => entry.id)).toEqual(['may-20', 'may-10'])
    expect(grouped[2024]?.[0]?.map((entry) => entry.id)).toEqual(['jan'])
    expect(grouped[2023]?.[11]?.map((entry) => entry.id)).toEqual(['2023-dec'])
  })

  it('is kept in state across pages', async () => {
    const fetchHistory = vi
      .fn<TransactionsDeps['fetchHistory']>()
      .mockResolvedValueOnce({ data: [tx('a', '2024-05-15T12:00:00Z')], next: 'c' })
      .mockResolvedValueOnce({ data: [tx('b', '2024-05-20T12:00:00Z')], next: null })
    const { controller } = setup({ fetchHistory })
    await controller.fetchTransactions(address)
    await controller.fetchTransactions(address)
    expect(controller.state.transactionsByYear[2024]?.[4]?.map((entry) => entry.id)).toEqual([
      'b',
      'a',
    ])
  })
})
