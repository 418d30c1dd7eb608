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
  /** The queues now: keys with a task, tasks queued or running, the longest queue (metrics). */
  stats(): { keys: number; tasks: number; longest: number }
}

export type KeyedLockOptions = {
  across?: (<T>(key: string, task: () => Promise<T>) => Promise<T>) | undefined
}

export function createKeyedLock(options: KeyedLockOptions = {}): KeyedLock {
  const { across } = options
  const tails = new Map<string, Promise<void>>()
  const counts = new Map<string, number>()
  return {
    stats() {
      let tasks = 0
      let longest = 0
      for (const count of counts.values()) {
        tasks += count
        longest = Math.max(longest, count)
      }
      return { keys: counts.size, tasks, longest }
    },
    async run(key, task) {
      counts.set(key, (counts.get(key) ?? 0) + 1)
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
        const left = (counts.get(key) ?? 1) - 1
        if (left > 0) counts.set(key, left)
        else counts.delete(key)
        // The last task of a key removes it, so keys of idle accounts do not pile up.
        if (tails.get(key) === tail) tails.delete(key)
      }
    },
  }
}
