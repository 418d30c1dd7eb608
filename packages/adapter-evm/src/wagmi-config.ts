/**
 * The adapter's own wagmi config: chains and http transports (with a timeout) from the
 * configured networks, no wagmi discovery (the adapter's own listens on an injected window),
 * and connector flags kept in the storage the app gives.
 */
import { createMemoryStorage, type StorageLike } from '@keyway/core'
import {
  type Config,
  createConfig,
  createStorage,
  http,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Address } from 'viem'
import { type EvmNetwork, evmChainId, toViemChain } from './networks.js'

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

/**
 * Registers a restored session in wagmi's state, as wagmi's reconnect action does. That
 * action is not used: it keeps a module-level "reconnecting" flag, so two reconnects at once
 * (two clients, or two connectors) would see an empty result.
 */
export function registerRestoredConnection(
  config: Config,
  connector: WagmiConnector,
  accounts: readonly Address[],
  chainId: number,
): void {
  if (!config.state.connections.has(connector.uid)) {
    connector.emitter.off('connect', config._internal.events.connect)
    connector.emitter.on('change', config._internal.events.change)
    connector.emitter.on('disconnect', config._internal.events.disconnect)
  }
  config.setState((x) => ({
    ...x,
    connections: new Map(x.connections).set(connector.uid, {
      accounts: accounts as readonly [Address, ...Address[]],
      chainId,
      connector,
    }),
    current: connector.uid,
    status: 'connected',
  }))
}
