/**
 * Sign-in (the wiring and the SIWX controller) for a client whose dapp passed a `siwx`
 * option. Its module is fetched at once, beside the page's first paint, since sign-in is
 * needed as soon as a wallet connects; a dapp without the option never downloads it.
 */
import { loadModule, type ModuleLoader } from '../../lazy/module-loader.js'
import type { SiwxWiring, SiwxWiringDeps } from './wiring.js'

export type SiwxLoader = ModuleLoader<SiwxWiring>

export function createSiwxLoader(deps: SiwxWiringDeps): SiwxLoader {
  return loadModule(() => import('./wiring.js').then((module) => module.createSiwx(deps)))
}
