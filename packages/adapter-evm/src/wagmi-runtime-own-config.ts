/**
 * The main entry's wagmi runtime (wagmi-runtime.ts) over the adapter's own wagmi config
 * (wagmi-config.ts), loaded with it on first use. The wagmi entry always has a config (the
 * dapp's, or the one it made for WagmiProvider), so its page never carries the config maker.
 */

import { createAdapterWagmiConfig } from './wagmi-config.js'
import * as connectionSteps from './wagmi-connection-steps.js'
import {
  type CreateWagmiRuntimeParameters,
  createWagmiRuntimeOver,
  type WagmiRuntime,
} from './wagmi-runtime.js'

export function createWagmiRuntime(parameters: CreateWagmiRuntimeParameters): WagmiRuntime {
  const config = createAdapterWagmiConfig({
    networks: parameters.networks,
    storage: parameters.storage,
    fetch: parameters.fetch,
    requestTimeoutMs: parameters.requestTimeoutMs,
  })
  // The runtime's chunk carries the connection's steps: it loads for a connect or a restore.
  return createWagmiRuntimeOver(parameters, config, async () => connectionSteps)
}
