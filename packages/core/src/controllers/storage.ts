/**
 * Typed key/value storage over an injected `Storage`-like object (localStorage in a
 * browser, an in-memory map by default so nothing touches `window`). Values are JSON.
 * Stored data is untrusted (older versions, other tabs, users): every read is checked
 * against the key's expected shape, and a bad value reads as absent.
 */
import { isCaipNetworkId, tryParseCaipAddress } from '../caip/caip.js'
import type { CaipAddress, CaipNetworkId, ChainId, ChainNamespace } from '../chains/types.js'
import { CHAIN_NAMESPACES } from '../constants/chains.js'
import { type AccountType, SOCIAL_PROVIDERS, type SocialProvider } from '../constants/features.js'
import { RECENT_WALLETS_LIMIT } from '../constants/sizes.js'
import { EMBEDDED_WALLET_STORAGE_KEYS } from '../constants/storage.js'
import type { RecentWallet, WcLinking } from '../types/connection.js'

/** The subset of the Web Storage API the toolkit needs. */
export type StorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Every value the toolkit keeps, by logical key. */
export type StorageSchema = {
  recentWallets: RecentWallet[]
  /** docs/connection.md#connecting: the wallet-connect deep link saved when a connection is finalised. */
  wcDeepLink: WcLinking
  /** Connector id connected on each namespace, used by the reconnect pass (docs/connection.md#reconnecting-on-page-load). */
  connectedConnectorIds: Partial<Record<ChainNamespace, string>>
  activeNamespace: ChainNamespace
  activeCaipNetworkId: CaipNetworkId
  /**
   * The account last connected on each namespace, so a returning visitor's first paint
   * shows it (as reconnecting) while the wallet confirms it. Only what is shown: no key.
   */
  lastAccounts: Partial<Record<ChainNamespace, StoredAccount>>
  // docs/embedded-wallet.md#browser-storage.
  sessionToken: string
  emailLoginUsed: boolean
  lastUsedChainId: ChainId
  lastEmailLoginTime: number
  email: string
  preferredAccountType: AccountType
  smartAccountEnabled: boolean
  smartAccountEnabledNetworks: ChainId[]
  socialUsername: string
  socialProvider: SocialProvider
}
export type StorageKey = keyof StorageSchema

/** What `lastAccounts` keeps of an account. */
export type StoredAccount = {
  caipAddress: CaipAddress
  walletName?: string | undefined
  walletType?: string | undefined
}

export const DEFAULT_STORAGE_PREFIX = '@keyway'

const isString = (v: unknown): v is string => typeof v === 'string'
const isChainId = (v: unknown): v is ChainId => typeof v === 'string' || typeof v === 'number'
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isNamespace = (v: unknown): v is ChainNamespace =>
  (CHAIN_NAMESPACES as readonly unknown[]).includes(v)

const GUARDS: { [K in StorageKey]: (value: unknown) => boolean } = {
  recentWallets: (v) =>
    Array.isArray(v) && v.every((w) => isRecord(w) && isString(w.id) && isString(w.name)),
  wcDeepLink: (v) => isRecord(v) && isString(v.name) && isString(v.href),
  connectedConnectorIds: (v) =>
    isRecord(v) && Object.entries(v).every(([ns, id]) => isNamespace(ns) && isString(id)),
  activeNamespace: isNamespace,
  activeCaipNetworkId: isCaipNetworkId,
  lastAccounts: (v) =>
    isRecord(v) &&
    Object.entries(v).every(
      ([ns, account]) =>
        isNamespace(ns) &&
        isRecord(account) &&
        tryParseCaipAddress(account.caipAddress)?.chainNamespace === ns,
    ),
  sessionToken: isString,
  emailLoginUsed: (v) => typeof v === 'boolean',
  lastUsedChainId: isChainId,
  lastEmailLoginTime: (v) => typeof v === 'number' && Number.isFinite(v),
  email: isString,
  preferredAccountType: (v) => v === 'eoa' || v === 'smartAccount' || v === 'payment',
  smartAccountEnabled: (v) => typeof v === 'boolean',
  smartAccountEnabledNetworks: (v) => Array.isArray(v) && v.every(isChainId),
  socialUsername: isString,
  socialProvider: (v) => (SOCIAL_PROVIDERS as readonly unknown[]).includes(v),
}

/** Keys shared with the embedded wallet use the names of constants/storage.ts as they are. */
const EMBEDDED_KEYS: Partial<Record<StorageKey, string>> = EMBEDDED_WALLET_STORAGE_KEYS

/** A Storage-like object backed by a Map: the default, and handy in tests. */
export function createMemoryStorage(): StorageLike & { readonly size: number } {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
    get size() {
      return map.size
    },
  }
}

/**
 * The page's localStorage when it can be used, else undefined: absent on a server, and it
 * throws in some private modes and sandboxed frames (hence the probe write).
 */
export function browserStorage(): StorageLike | undefined {
  // `in` first: on a server nothing named localStorage is read at all (SSR-safe).
  if (!('localStorage' in globalThis)) return undefined
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage
    if (!storage) return undefined
    const probe = `${DEFAULT_STORAGE_PREFIX}/probe`
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

export type CreateStorageControllerParameters = {
  /**
   * Where values go. Default: the page's localStorage, so a returning visitor's connection
   * is restored; an in-memory map where there is none (a server, a blocked storage).
   */
  storage?: StorageLike | undefined
  /** Prefix of the toolkit's own keys (not of the embedded-wallet keys). */
  prefix?: string | undefined
}

export type StorageController = ReturnType<typeof createStorageController>

export function createStorageController(parameters: CreateStorageControllerParameters = {}) {
  const storage = parameters.storage ?? browserStorage() ?? createMemoryStorage()
  const prefix = parameters.prefix ?? DEFAULT_STORAGE_PREFIX

  function storageKey(key: StorageKey): string {
    return EMBEDDED_KEYS[key] ?? `${prefix}/${key}`
  }

  function get<K extends StorageKey>(key: K): StorageSchema[K] | undefined {
    let raw: string | null
    try {
      raw = storage.getItem(storageKey(key))
    } catch {
      // Storage can throw (blocked cookies, sandboxed frames): treat as empty.
      return undefined
    }
    if (raw === null) return undefined
    try {
      const value: unknown = JSON.parse(raw)
      return GUARDS[key](value) ? (value as StorageSchema[K]) : undefined
    } catch {
      return undefined
    }
  }

  function set<K extends StorageKey>(key: K, value: StorageSchema[K]): void {
    try {
      storage.setItem(storageKey(key), JSON.stringify(value))
    } catch {
      // Quota exceeded or storage blocked: persistence is best effort.
    }
  }

  function remove(key: StorageKey): void {
    try {
      storage.removeItem(storageKey(key))
    } catch {
      // Same as set: best effort.
    }
  }

  /** docs/limits.md#sizes: recent wallets kept: 2, most recent first, no duplicates. */
  function addRecentWallet(wallet: RecentWallet): RecentWallet[] {
    const others = (get('recentWallets') ?? []).filter((w) => w.id !== wallet.id)
    const next = [wallet, ...others].slice(0, RECENT_WALLETS_LIMIT)
    set('recentWallets', next)
    return next
  }

  function getConnectedConnectorId(namespace: ChainNamespace): string | undefined {
    return get('connectedConnectorIds')?.[namespace]
  }

  function setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): void {
    set('connectedConnectorIds', { ...get('connectedConnectorIds'), [namespace]: connectorId })
  }

  function removeConnectedConnectorId(namespace: ChainNamespace): void {
    const { [namespace]: _removed, ...rest } = get('connectedConnectorIds') ?? {}
    if (Object.keys(rest).length === 0) remove('connectedConnectorIds')
    else set('connectedConnectorIds', rest)
  }

  function getLastAccount(namespace: ChainNamespace): StoredAccount | undefined {
    return get('lastAccounts')?.[namespace]
  }

  function setLastAccount(namespace: ChainNamespace, account: StoredAccount): void {
    set('lastAccounts', { ...get('lastAccounts'), [namespace]: account })
  }

  function removeLastAccount(namespace: ChainNamespace): void {
    const { [namespace]: _removed, ...rest } = get('lastAccounts') ?? {}
    if (Object.keys(rest).length === 0) remove('lastAccounts')
    else set('lastAccounts', rest)
  }

  return {
    get,
    set,
    remove,
    storageKey,
    addRecentWallet,
    getLastAccount,
    setLastAccount,
    removeLastAccount,
    getRecentWallets: (): RecentWallet[] => get('recentWallets') ?? [],
    getConnectedConnectorId,
    setConnectedConnectorId,
    removeConnectedConnectorId,
  }
}
