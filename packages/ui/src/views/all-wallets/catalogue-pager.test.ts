import type { WalletCatalogueEntry, WalletCatalogueResponse } from '@keyway/core/host'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCataloguePager } from './catalogue-pager.js'

const TOTAL = 100
const all: WalletCatalogueEntry[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: `w${i}`,
  name: i === 57 ? 'Zebra Wallet' : `Wallet ${i}`,
}))

function setup(options: { failPage?: number } = {}) {
  const getPage = vi.fn(async (page: number): Promise<WalletCatalogueResponse> => {
    if (page === options.failPage) throw new Error('HTTP status code: 500')
    return { data: all.slice((page - 1) * 40, page * 40), count: TOTAL }
  })
  const search = vi.fn(async (query: string, _options?: { signal?: AbortSignal | undefined }) => {
    const data = all.filter((w) => w.name.toLowerCase().includes(query.toLowerCase()))
    return { data, count: data.length }
  })
  const onChange = vi.fn()
  const pager = createCataloguePager({
    catalogue: { getPage, search },
    timers: {
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
    now: () => Date.now(),
    onChange,
  })
  return { pager, getPage, search, onChange }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('AllWallets pages (docs/limits.md#sizes: 40 per page)', () => {
  it('loads the catalogue page by page of 40 and stops when count is reached', async () => {
    const { pager, getPage } = setup()
    await pager.loadNextPage()
    expect(pager.state.wallets).toHaveLength(40)
    await pager.loadNextPage()
    await pager.loadNextPage()
    expect(pager.state.wallets).toHaveLength(100)
    expect(pager.hasMore()).toBe(false)
    await pager.loadNextPage()
    expect(getPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3])
  })

  it('does not start a second page request while one is loading', async () => {
    const { pager, getPage } = setup()
    const first = pager.loadNextPage()
    void pager.loadNextPage()
    await first
    expect(getPage).toHaveBeenCalledTimes(1)
  })

  it('shows an error after a failed page and retries the same page', async () => {
    const { pager, getPage } = setup({ failPage: 2 })
    await pager.loadNextPage()
    await pager.loadNextPage()
    expect(pager.state.error).toBe(true)
    expect(pager.state.wallets).toHaveLength(40)
    await pager.retry()
    expect(getPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 2])
  })
})

describe('AllWallets search (docs/limits.md#timing: 100 entries, 300 ms minimum wait)', () => {
  // The catalogue asks for 100 entries (core's wallet-catalogue tests, and the view's).
  it('waits 300 ms after the last keystroke, then searches once', async () => {
    const { pager, search } = setup()
    pager.setQuery('ze')
    await vi.advanceTimersByTimeAsync(200)
    pager.setQuery('zeb')
    await vi.advanceTimersByTimeAsync(299)
    expect(search).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(search).toHaveBeenCalledTimes(1)
    expect(search.mock.calls[0]?.[0]).toBe('zeb')
  })

  it('keeps the loading state for at least 300 ms after the request starts', async () => {
    const { pager } = setup()
    pager.setQuery('zebra')
    await vi.advanceTimersByTimeAsync(300)
    expect(pager.state.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(299)
    expect(pager.state.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(pager.state.loading).toBe(false)
    expect(pager.state.wallets.map((w) => w.name)).toEqual(['Zebra Wallet'])
  })

  it('returns to the pages already loaded when the search is cleared', async () => {
    const { pager, getPage } = setup()
    await pager.loadNextPage()
    pager.setQuery('zebra')
    await vi.advanceTimersByTimeAsync(600)
    pager.setQuery('')
    expect(pager.state.wallets).toHaveLength(40)
    expect(pager.state.query).toBe('')
    expect(getPage).toHaveBeenCalledTimes(1)
  })

  it('gives an empty result (count 0) when nothing matches', async () => {
    const { pager } = setup()
    pager.setQuery('no such wallet')
    await vi.advanceTimersByTimeAsync(600)
    expect(pager.state).toMatchObject({ wallets: [], count: 0, loading: false, error: false })
  })
})
