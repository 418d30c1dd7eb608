/**
 * The adapter's own wagmi config: chains and http transports (with a timeout) from the
 * configured networks, no wagmi discovery (the adapter's own listens on an injected window),
 * and connector flags kept in the storage the app gives.
 */
import { createMemoryStorage, type StorageLike } from '@keyway/core'
import { type Config, createConfig, createStorage, http } from '@wagmi/core'
import { type EvmNetwork, evmChainId } from './networks.js'
import { toViemChain } from './viem-chain.js'

export type CreateAdapterWagmiConfigParameters = {
  networks: readonly [EvmNetwork, ...EvmNetwork[]]
  storage?: StorageLike | undefined
  fetch?: typeof fetch | undefined
  requestTimeoutMs: number
}

export function createAdapterWagmiConfig(parameters: CreateAdapterWagmiConfigParameters): Config {
  const [first, ...others] = parameters.networks
  const config = createConfig({
    chains: [toViemChain(first), ...others.map(toViemChain)],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({
      storage: parameters.storage ?? createMemoryStorage(),
      key: 'keyway.evm',
    }),
    transports: Object.fromEntries(
      parameters.networks.map((n) => [
        evmChainId(n),
        http(n.rpcUrls.default.http[0], {
          timeout: parameters.requestTimeoutMs,
          ...(parameters.fetch ? { fetchFn: parameters.fetch } : {}),
        }),
      ]),
    ),
  })
  // Core keeps the active connector per namespace; wagmi's persisted connections would only
  // hold stale connector stubs from the last page, so the adapter starts from none.
  config.setState((x) => ({ ...x, connections: new Map(), current: null, status: 'disconnected' }))
  return config
}
