import { describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_STORAGE_KEYS } from '../constants/storage.js'
import {
  browserStorage,
  createMemoryStorage,
  createStorageController,
  type StorageLike,
} from './storage.js'

const wallet = (id: string) => ({ id, name: `Wallet ${id}` })

describe('createStorageController', () => {
  it('round-trips typed values as JSON under the key prefix', () => {
    const backing = createMemoryStorage()
    const store = createStorageController({ storage: backing, prefix: '@test' })
    store.set('activeNamespace', 'solana')
    store.set('wcDeepLink', { name: 'Rainbow', href: 'rainbow://' })
    expect(backing.getItem('@test/activeNamespace')).toBe('"solana"')
    expect(store.get('activeNamespace')).toBe('solana')
    expect(store.get('wcDeepLink')).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    store.remove('activeNamespace')
    expect(store.get('activeNamespace')).toBeUndefined()
  })

  it('stores the embedded-wallet keys of docs/state.md#identity-and-names under their shared key names', () => {
    const backing = createMemoryStorage()
    const store = createStorageController({ storage: backing })
    store.set('sessionToken', 'tok')
    store.set('emailLoginUsed', true)
    store.set('lastUsedChainId', 137)
    store.set('lastEmailLoginTime', 1_700_000_000_000)
    store.set('email', 'a@b.co')
    store.set('preferredAccountType', 'smartAccount')
    store.set('smartAccountEnabled', true)
    store.set('smartAccountEnabledNetworks', [1, 8453])
    store.set('socialUsername', 'alice')
    store.set('socialProvider', 'github')
    for (const key of Object.values(EMBEDDED_WALLET_STORAGE_KEYS)) {
      expect(backing.getItem(key)).not.toBeNull()
    }
    expect(store.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
    expect(store.get('emailLoginUsed')).toBe(true)
  })

  it('reads a malformed or wrongly shaped stored value as absent', () => {
    const backing = createMemoryStorage()
    const store = createStorageController({ storage: backing })
    backing.setItem(store.storageKey('activeNamespace'), 'not json')
    backing.setItem(store.storageKey('recentWallets'), JSON.stringify([{ id: 1 }]))
    backing.setItem(store.storageKey('preferredAccountType'), JSON.stringify('admin'))
    backing.setItem(store.storageKey('socialProvider'), JSON.stringify('myspace'))
    expect(store.get('socialProvider')).toBeUndefined()
    expect(store.get('activeNamespace')).toBeUndefined()
    expect(store.get('recentWallets')).toBeUndefined()
    expect(store.get('preferredAccountType')).toBeUndefined()
  })

  it('restores a stored network id or account only when it is a well-formed CAIP id', () => {
    const backing = createMemoryStorage()
    const store = createStorageController({ storage: backing })
    const put = (key: 'activeCaipNetworkId' | 'lastAccounts', value: unknown) =>
      backing.setItem(store.storageKey(key), JSON.stringify(value))
    put('activeCaipNetworkId', 'eip155:1')
    expect(store.get('activeCaipNetworkId')).toBe('eip155:1')
    put('activeCaipNetworkId', 'eip155:')
    expect(store.get('activeCaipNetworkId')).toBeUndefined()
    put('lastAccounts', { eip155: { caipAddress: 'eip155:1:0xabc' } })
    expect(store.get('lastAccounts')).toEqual({ eip155: { caipAddress: 'eip155:1:0xabc' } })
    for (const caipAddress of ['eip155::0xabc', 'solana:1:0xabc', 'eip155:1']) {
      put('lastAccounts', { eip155: { caipAddress } })
      expect(store.get('lastAccounts')).toBeUndefined()
    }
  })

  it('keeps working when the backing storage throws', () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const store = createStorageController({ storage: throwing })
    expect(() => store.set('email', 'a@b.co')).not.toThrow()
    expect(store.get('email')).toBeUndefined()
    expect(() => store.remove('email')).not.toThrow()
  })

  it('keeps at most 2 recent wallets, most recent first, without duplicates (docs/limits.md#sizes)', () => {
    const store = createStorageController()
    store.addRecentWallet(wallet('a'))
    store.addRecentWallet(wallet('b'))
    expect(store.getRecentWallets().map((w) => w.id)).toEqual(['b', 'a'])
    store.addRecentWallet(wallet('a'))
    expect(store.getRecentWallets().map((w) => w.id)).toEqual(['a', 'b'])
    store.addRecentWallet(wallet('c'))
    expect(store.getRecentWallets().map((w) => w.id)).toEqual(['c', 'a'])
  })

  it('keeps one connected connector id per namespace', () => {
    const store = createStorageController()
    store.setConnectedConnectorId('eip155', 'injected')
    store.setConnectedConnectorId('solana', 'phantom')
    expect(store.getConnectedConnectorId('eip155')).toBe('injected')
    store.removeConnectedConnectorId('eip155')
    expect(store.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(store.getConnectedConnectorId('solana')).toBe('phantom')
    store.removeConnectedConnectorId('solana')
    expect(store.get('connectedConnectorIds')).toBeUndefined()
  })

  it('two controllers over separate default storages share nothing', () => {
    const one = createStorageController()
    const two = createStorageController()
    one.set('email', 'a@b.co')
    expect(two.get('email')).toBeUndefined()
  })
})

describe('browserStorage (the default store)', () => {
  it("is the page's localStorage when it works", () => {
    const local = createMemoryStorage()
    vi.stubGlobal('localStorage', local)
    try {
      expect(browserStorage()).toBe(local)
      expect(local.size).toBe(0)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('is undefined where localStorage is missing or throws (a server, a blocked storage)', () => {
    vi.stubGlobal('localStorage', undefined)
    expect(browserStorage()).toBeUndefined()
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => undefined,
    })
    expect(browserStorage()).toBeUndefined()
    vi.unstubAllGlobals()
  })
})
