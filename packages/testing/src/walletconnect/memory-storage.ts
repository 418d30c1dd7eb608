/**
 * The storage a sign-client wallet keeps its pairings and sessions in: a Map per wallet,
 * so two wallets in one test process never share state and nothing is written to disk.
 * Values are cloned on the way in, as a serialising store would.
 */
export class MemoryKeyValueStorage {
  readonly #entries = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return Array.from(this.#entries.keys())
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return Array.from(this.#entries, ([key, value]) => [key, value as T])
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.#entries.get(key) as T | undefined
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.#entries.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.#entries.delete(key)
  }
}
