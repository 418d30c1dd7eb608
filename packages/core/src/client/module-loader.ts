/**
 * A part of the client whose module loads beside the first paint, only when the dapp's
 * options call for it (sign-in with `siwx`, the embedded wallet with a frame host): a dapp
 * without that option never downloads it.
 */
export type ModuleLoader<T extends { stop(): void }> = {
  /** The part once its module has loaded (what views read synchronously). */
  readonly current: T | undefined
  /** Resolves with the part; rejects when its module failed to load. */
  load(): Promise<T>
  stop(): void
}

export function loadModule<T extends { stop(): void }>(create: () => Promise<T>): ModuleLoader<T> {
  let current: T | undefined
  let stopped = false
  const loading = create().then((made) => {
    current = made
    // A client destroyed while the module was on its way leaves nothing running.
    if (stopped) made.stop()
    return made
  })
  // A failed load is reported to whoever asks for the part (load()).
  loading.catch(() => undefined)
  return {
    get current() {
      return current
    },
    load: () => loading,
    stop() {
      stopped = true
      current?.stop()
    },
  }
}
