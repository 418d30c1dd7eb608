/**
 * Loads the embedded wallet's controller and wiring (wiring.ts) for a client
 * whose dapp named a frame host and a project id. It is fetched at once, beside the first
 * paint: a returning email user's frame is created eagerly (docs/embedded-wallet.md#email-login). A dapp without a frame
 * host never downloads it, which keeps the first load within its budget.
 */

import { loadModule, type ModuleLoader } from '../../lazy/module-loader.js'
import type { EmbeddedWalletLogin, EmbeddedWalletLoginDeps } from './wiring.js'

export type EmbeddedWalletLoader = ModuleLoader<EmbeddedWalletLogin>

export function createEmbeddedWalletLoader(
  deps: EmbeddedWalletLoginDeps,
): EmbeddedWalletLoader | undefined {
  if (!deps.endpoints.frameHost || !deps.projectId) return undefined
  return loadModule(() =>
    import('./wiring.js').then((module) => module.createEmbeddedWalletLogin(deps)),
  )
}
