/**
 * A feature of the client whose code loads on its first use (swap, onramp, names, sign-in):
 * the feature's small entry is in the first download, the rest of it (controller, rules,
 * wiring) is fetched when a dapp or a view first asks. The load runs once and is shared by
 * every caller; a failed load (a chunk that did not arrive) is tried again by the next call.
 *
 * It lives below the features and the client, so a feature never imports the client that
 * registers it.
 */
import { loadOnce } from '../adapter/load-once.js'

export type LazyFeature<T> = {
  /** The feature once it has loaded (what views read synchronously); undefined before. */
  readonly current: T | undefined
  /** Resolves with the feature, loading it on the first call; rejects when the load failed. */
  load(): Promise<T>
}

export type DefineLazyFeatureOptions<T> = {
  /** Runs once, when the feature has loaded (e.g. to expose its state to watchers). */
  onLoad?: ((feature: T) => void) | undefined
}

export function defineLazyFeature<T>(
  load: () => Promise<T>,
  options: DefineLazyFeatureOptions<T> = {},
): LazyFeature<T> {
  let current: T | undefined
  const loadFeature = loadOnce(async () => {
    const feature = await load()
    current = feature
    options.onLoad?.(feature)
    return feature
  })
  return {
    get current() {
      return current
    },
    load: loadFeature,
  }
}
