import { describe, expect, it } from 'vitest'
import * as sizes from './sizes.js'

// A plain copy: the table looks constants up by name.
const byName: Readonly<Record<string, unknown>> = { ...sizes }

describe('docs/limits.md#sizes size constants', () => {
  it.each([
    ['RECENT_WALLETS_LIMIT', 'keeps 2 recent wallets', 2],
    ['WALLET_PAGE_SIZE', 'a wallet page has 40 entries', 40],
    ['RECOMMENDED_WALLETS_COUNT', 'shows 4 recommended wallets', 4],
    ['WALLET_SEARCH_PAGE_SIZE', 'a search fetches 100 entries', 100],
    ['WALLET_SEARCH_MIN_WAIT_MS', 'a search waits at least 300 ms', 300],
    ['WALLET_IMAGE_PREFETCH_COUNT', 'prefetches images of the first 20 wallets', 20],
    ['PENDING_TRANSACTIONS_LIMIT', 'tracks at most 99 pending transactions', 99],
    ['REQUEST_CACHE_SIZE', 'request cache holds 8192 entries', 8192],
    ['ADDRESS_CHECK_CACHE_SIZE', 'address-check cache holds 8192 entries', 8192],
    ['LOG_BUFFER_SIZE_BYTES', 'log buffer is about 1 MB', 1_048_576],
    ['EVENT_EMITTER_MAX_LISTENERS', 'an event emitter allows 10 listeners', 10],
  ] as const)('%s: %s', (name, _rule, value) => {
    expect(byName[name]).toBe(value)
  })
})
