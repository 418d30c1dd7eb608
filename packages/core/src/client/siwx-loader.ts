/**
 * Loads sign-in (create-siwx.ts and the SIWX controller) for a client whose dapp passed a
 * `siwx` option. The module is fetched at once, beside the page's first paint, since sign-in
 * is needed as soon as a wallet connects; a dapp without the option never downloads it.
 */
import type { SiwxWiring, SiwxWiringDeps } from './create-siwx.js'
import { loadModule, type ModuleLoader } from './module-loader.js'

export type SiwxLoader = ModuleLoader<SiwxWiring>

export function createSiwxLoader(deps: SiwxWiringDeps): SiwxLoader {
  return loadModule(() => import('./create-siwx.js').then((module) => module.createSiwx(deps)))
}
