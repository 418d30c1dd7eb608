/**
 * The main entry's wagmi runtime (wagmi-runtime.ts) over the adapter's own wagmi config
 * (wagmi-config.ts), loaded with it on first use. The wagmi entry always has a config (the
 * dapp's, or the one it made for WagmiProvider), so its page never carries the config maker.
 */
import { createAdapterWagmiConfig } from './wagmi-config.js'
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
  return createWagmiRuntimeOver(parameters, config)
}
