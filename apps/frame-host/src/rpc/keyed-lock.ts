/**
 * Runs tasks one after another per key, in arrival order. `eth_sendTransaction` takes the
 * nonce from the chain's pending count, so two sends of one account at once would pick the
 * same nonce and the second would be rejected; in one process they queue here. With
 * `across`, each task also holds a lock shared by every process (frame-host instances on one
 * PostgreSQL: an advisory lock), taken after the in-process queue so a process waits on the
 * database with at most one connection per key.
 */
export type KeyedLock = {
  run<T>(key: string, task: () => Promise<T>): Promise<T>
}

export type KeyedLockOptions = {
  across?: (<T>(key: string, task: () => Promise<T>) => Promise<T>) | undefined
}

export function createKeyedLock(options: KeyedLockOptions = {}): KeyedLock {
  const { across } = options
  const tails = new Map<string, Promise<void>>()
  return {
    async run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve()
      const current = previous.then(() => (across ? across(key, task) : task()))
      const tail = current.then(
        () => undefined,
        () => undefined,
      )
      tails.set(key, tail)
      try {
        return await current
      } finally {
        // The last task of a key removes it, so keys of idle accounts do not pile up.
        if (tails.get(key) === tail) tails.delete(key)
      }
    },
  }
}
