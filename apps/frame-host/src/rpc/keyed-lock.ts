/**
 * Runs tasks one after another per key, in arrival order. `eth_sendTransaction` takes the
 * nonce from the chain's pending count, so two sends of one account at once would pick the
 * same nonce and the second would be rejected; in one process they queue here instead.
 * (Several processes can still race; the node then refuses the later one with its message.)
 */
export type KeyedLock = {
  run<T>(key: string, task: () => Promise<T>): Promise<T>
}

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>()
  return {
    async run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve()
      const current = previous.then(task)
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
