/**
 * What the main entry (create-evm-adapter.ts) loads on the first call that needs wagmi: the
 * operations past listing (evm-operations.ts) with their commands (evm-commands.ts) and the
 * wagmi runtime over the adapter's own config (wagmi-runtime-own-config.ts). They always
 * load together, so they come as one chunk, with one `import()`.
 */
import * as commandsModule from './evm-commands.js'
import {
  createEvmOperations as createOperations,
  type EvmOperations,
  type EvmOperationsContext,
} from './evm-operations.js'

export { createWagmiRuntime } from './wagmi-runtime-own-config.js'

/** The operations, with their commands from this same chunk. */
export function createEvmOperations(context: EvmOperationsContext): EvmOperations {
  return createOperations(context, async () => commandsModule)
}
