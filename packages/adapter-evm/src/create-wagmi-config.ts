/**
 * The wagmi config the wagmi entry makes when the dapp brings none: the configured networks
 * as wagmi chains, an http transport per network (the dapp's own where it gives one), and
 * wagmi's own options for server rendering (`ssr`) and persistence (`storage`, e.g.
 * `createStorage({ storage: cookieStorage })`). Nothing here reads `window`, so a server can
 * make it too (for `cookieToInitialState`).
 *
 * wagmi's own EIP-6963 discovery is off: the adapter's listener (discovery/eip6963.ts) adds
 * each announced wallet to this config, so the page has one listener and wagmi's hooks still
 * list every wallet.
 */
import { type Config, createConfig, http, type Storage, type Transport } from '@wagmi/core'
import { type EvmNetwork, evmChainId } from './networks.js'
import { toViemChain } from './viem-chain.js'

export type CreateKeywayWagmiConfigParameters = {
  networks: readonly [EvmNetwork, ...EvmNetwork[]]
  /** wagmi's `ssr`: the state is hydrated on mount, not at creation (server-rendered pages). */
  ssr?: boolean | undefined
  /** wagmi's storage; default wagmi's (localStorage in a browser); null keeps nothing. */
  storage?: Storage | null | undefined
  /** Transports per chain id; a network without one gets http over its first RPC URL. */
  transports?: Readonly<Record<number, Transport>> | undefined
  fetch?: typeof fetch | undefined
  requestTimeoutMs: number
}

export function createKeywayWagmiConfig(parameters: CreateKeywayWagmiConfigParameters): Config {
  const [first, ...others] = parameters.networks
  const transports: Record<number, Transport> = {}
  for (const network of parameters.networks) {
    const id = evmChainId(network)
    transports[id] =
      parameters.transports?.[id] ??
      http(network.rpcUrls.default.http[0], {
        timeout: parameters.requestTimeoutMs,
        ...(parameters.fetch ? { fetchFn: parameters.fetch } : {}),
      })
  }
  return createConfig({
    chains: [toViemChain(first), ...others.map(toViemChain)],
    transports,
    multiInjectedProviderDiscovery: false,
    ...(parameters.ssr !== undefined ? { ssr: parameters.ssr } : {}),
    ...(parameters.storage !== undefined ? { storage: parameters.storage } : {}),
  })
}
