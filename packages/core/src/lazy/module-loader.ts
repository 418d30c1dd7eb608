/**
 * A part of the client whose module loads beside the first paint, only when the dapp's
 * options call for it (sign-in with `siwx`, the embedded wallet with a frame host): a dapp
 * without that option never downloads it. A lazy feature (defineLazyFeature) whose load
 * starts at once, and that can be stopped with the client.
 */
import { defineLazyFeature } from './define-lazy-feature.js'

export type ModuleLoader<T extends { stop(): void }> = {
  /** The part once its module has loaded (what views read synchronously). */
  readonly current: T | undefined
  /** Resolves with the part; rejects when its module failed to load (asked again next call). */
  load(): Promise<T>
  stop(): void
}

export function loadModule<T extends { stop(): void }>(create: () => Promise<T>): ModuleLoader<T> {
  let stopped = false
  const part = defineLazyFeature(create, {
    // A client destroyed while the module was on its way leaves nothing running.
    onLoad: (made) => {
      if (stopped) made.stop()
    },
  })
  // Started at once; a failed load is reported to whoever asks for the part (load()).
  part.load().catch(() => undefined)
  return {
    get current() {
      return part.current
    },
    load: part.load,
    stop() {
      stopped = true
      part.current?.stop()
    },
  }
}
