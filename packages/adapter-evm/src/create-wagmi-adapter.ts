/**
 * `createWagmiAdapter` — the eip155 adapter for a dapp that uses wagmi's hooks: the same
 * adapter as `createEvmAdapter`, over ONE wagmi config, the dapp's own (`wagmiConfig`) or one
 * made from the networks, handed out synchronously as `adapter.wagmiConfig` for
 * `<WagmiProvider>`. wagmi loads with this module (the dapp bundles it anyway); the lean
 * main entry keeps loading it on first use.
 */
import { ChainNotConfiguredError, InvalidAppConfigurationError } from '@keyway/core'
import { resolveAdapterTimeouts } from '@keyway/core/adapter'
import type { Config, Storage, Transport } from '@wagmi/core'
import { WALLET_CONNECT_CONNECTOR_TYPE } from './connectors/connector-ids.js'
import { isKeywayConnector } from './connectors/registry.js'
import { createKeywayWagmiConfig } from './create-wagmi-config.js'
import {
  type CreateEvmAdapterParameters,
  createEvmAdapterWith,
  type EvmAdapter,
} from './evm-adapter.js'
import { createEvmOperations } from './evm-operations.js'
import { evmNetworksOf } from './networks.js'
import { configDiscovery } from './wagmi-internals.js'
import { createWagmiRuntimeOver } from './wagmi-runtime.js'

export type CreateWagmiAdapterParameters = Omit<CreateEvmAdapterParameters, 'storage'> & {
  /**
   * The dapp's own wagmi config (wagmi's `createConfig`). Keyway adds its connectors to it
   * (WalletConnect, the embedded wallet) and connects through it. Without it, one is made
   * from `networks` with the options below.
   */
  wagmiConfig?: Config | undefined
  /** wagmi's `ssr` option of the config made from `networks`. */
  ssr?: boolean | undefined
  /** wagmi's storage of the config made from `networks` (e.g. cookieStorage); null: none. */
  storage?: Storage | null | undefined
  /** wagmi transports per chain id of the config made from `networks` (default: http). */
  transports?: Readonly<Record<number, Transport>> | undefined
}

export type WagmiAdapter = EvmAdapter & {
  /** The wagmi config Keyway connects through, for `<WagmiProvider config={…}>`. */
  readonly wagmiConfig: Config
}

export function createWagmiAdapter(parameters: CreateWagmiAdapterParameters): WagmiAdapter {
  const { wagmiConfig, ssr, storage, transports, ...rest } = parameters
  const [first, ...others] = evmNetworksOf(parameters.networks)
  if (!first) throw new ChainNotConfiguredError({ details: 'No eip155 network' })
  const config =
    wagmiConfig ??
    createKeywayWagmiConfig({
      networks: [first, ...others],
      ssr,
      storage,
      transports,
      fetch: parameters.fetch,
      requestTimeoutMs: resolveAdapterTimeouts(parameters).requestTimeoutMs,
    })
  // wagmi's walletConnect connector starts its own session client when the config is made:
  // beside Keyway's, a page would hold two.
  if (parameters.projectId && parameters.walletConnect) {
    const own = config.connectors.find(
      (c) => c.type === WALLET_CONNECT_CONNECTOR_TYPE && !isKeywayConnector(c),
    )
    if (own) {
      throw new InvalidAppConfigurationError({
        details: `The wagmi config has its own WalletConnect connector (${own.id}). Remove it: Keyway adds its own, so the page keeps one WalletConnect session.`,
      })
    }
  }
  const adapter = createEvmAdapterWith(rest, {
    importRuntime: async () => ({
      createWagmiRuntime: (runtime) => createWagmiRuntimeOver(runtime, config),
    }),
    // The commands (connect, restore, disconnect: evm-commands.ts) load with the first of
    // them: setting the runtime up at load needs none of them.
    importOperations: async () => ({
      createEvmOperations: (context) =>
        createEvmOperations(context, () => import('./evm-commands.js')),
    }),
    // A config that discovers wallets itself (wagmi's default) is the page's one EIP-6963
    // listener; the config made here has wagmi's off, and the adapter's own listens.
    discovery: configDiscovery(config),
    eager: true,
  })
  return Object.assign(adapter, { wagmiConfig: config })
}
