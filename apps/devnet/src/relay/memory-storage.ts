/**
 * An in-memory key-value storage in the shape @walletconnect/core accepts as `storage`, so
 * every client in a test or benchmark keeps its own state and runs never share pairings
 * through a file. Values are cloned in, as a real store serialises them. Exported as
 * `devnet/memory-storage` for the packages' WalletConnect tests.
 */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T>(): Promise<[string, T][]>
  getItem<T>(key: string): Promise<T | undefined>
  setItem<T>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      entries.delete(key)
    },
  }
}
