/**
 * Loads the embedded wallet's controller and wiring (embedded-wallet-login.ts) for a client
 * whose dapp named a frame host and a project id. It is fetched at once, beside the first
 * paint: a returning email user's frame is created eagerly (spec §4). A dapp without a frame
 * host never downloads it, which keeps the first load within its budget.
 */
import type { EmbeddedWalletLogin, EmbeddedWalletLoginDeps } from './embedded-wallet-login.js'

export type EmbeddedWalletLoader = {
  /** The controller once its module has loaded (what the email views read). */
  readonly current: EmbeddedWalletLogin | undefined
  load(): Promise<EmbeddedWalletLogin>
  stop(): void
}

export function createEmbeddedWalletLoader(
  deps: EmbeddedWalletLoginDeps,
): EmbeddedWalletLoader | undefined {
  if (!deps.endpoints.frameHost || !deps.projectId) return undefined
  let current: EmbeddedWalletLogin | undefined
  let stopped = false
  const loading = import('./embedded-wallet-login.js').then((module) => {
    if (stopped) throw new Error('The Keyway client was destroyed')
    current = module.createEmbeddedWalletLogin(deps)
    return current
  })
  // A failed load is reported to whoever asks for the controller (load()).
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
