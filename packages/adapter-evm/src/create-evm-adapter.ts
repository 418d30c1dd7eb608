/**
 * `createEvmAdapter` — the main entry's eip155 adapter (evm-adapter.ts), for a dapp without
 * wagmi of its own: the operations past listing (evm-operations.ts) and wagmi, viem and the
 * connectors (wagmi-runtime.ts) load with a dynamic `import()` (evm-first-use.ts) on first
 * use, so a page that only shows the Connect button loads none of them.
 * The wagmi entry (create-wagmi-adapter.ts) imports the runtime statically instead, and
 * never reaches this file: its build sees no module imported both ways.
 */
import {
  type CreateEvmAdapterParameters,
  createEvmAdapterWith,
  type EvmAdapter,
} from './evm-adapter.js'

export type { CreateEvmAdapterParameters, EvmAdapter } from './evm-adapter.js'

/**
 * The runtime, and beside it the chain calls: the runtime loads for a call (a connect, a
 * restore, a balance), and the calls it loads on their first use come with it, not after.
 */
function importRuntime() {
  void import('./actions/chain-calls.js').catch(() => undefined)
  return import('./evm-first-use.js')
}

export function createEvmAdapter(parameters: CreateEvmAdapterParameters): EvmAdapter {
  return createEvmAdapterWith(parameters, {
    importRuntime,
    // The same chunk as the runtime's (evm-first-use.ts).
    importOperations: () => import('./evm-first-use.js'),
  })
}
