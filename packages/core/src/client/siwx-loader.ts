/**
 * Loads sign-in (create-siwx.ts and the SIWX controller) for a client whose dapp passed a
 * `siwx` option. The module is fetched at once, beside the page's first paint, since sign-in
 * is needed as soon as a wallet connects; a dapp without the option never downloads it.
 */
import type { SiwxWiring, SiwxWiringDeps } from './create-siwx.js'

export type SiwxLoader = {
  /** Sign-in once its module has loaded (what the sign-message view reads). */
  readonly current: SiwxWiring | undefined
  load(): Promise<SiwxWiring>
  stop(): void
}

export function createSiwxLoader(deps: SiwxWiringDeps): SiwxLoader {
  let current: SiwxWiring | undefined
  let stopped = false
  const loading = import('./create-siwx.js').then((module) => {
    current = module.createSiwx(deps)
    if (stopped) current.stop()
    return current
  })
  // A failed load is reported when something asks for sign-in (load()).
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
