/**
 * Code an adapter loads on first use (wagmi, a wallet SDK): the first call starts the load
 * and every call while it is pending, or after it arrived, gets the same promise, so the
 * code is fetched and set up once. A failed load (a chunk that did not arrive) is not kept:
 * the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
