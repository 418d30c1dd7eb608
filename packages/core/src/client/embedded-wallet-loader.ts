/**
 * Loads the embedded wallet's controller and wiring (embedded-wallet-login.ts) for a client
 * whose dapp named a frame host and a project id. It is fetched at once, beside the first
 * paint: a returning email user's frame is created eagerly (spec §4). A dapp without a frame
 * host never downloads it, which keeps the first load within its budget.
 */

import { loadModule, type ModuleLoader } from '../lazy/module-loader.js'
import type { EmbeddedWalletLogin, EmbeddedWalletLoginDeps } from './embedded-wallet-login.js'

export type EmbeddedWalletLoader = ModuleLoader<EmbeddedWalletLogin>

export function createEmbeddedWalletLoader(
  deps: EmbeddedWalletLoginDeps,
): EmbeddedWalletLoader | undefined {
  if (!deps.endpoints.frameHost || !deps.projectId) return undefined
  return loadModule(() =>
    import('./embedded-wallet-login.js').then((module) => module.createEmbeddedWalletLogin(deps)),
  )
}
