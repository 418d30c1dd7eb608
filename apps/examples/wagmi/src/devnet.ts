/**
 * Where this example runs: devnet's two anvil chains and its services, baked in by
 * vite.config.ts. A dapp on a public network lists its chains here instead (`mainnet`,
 * `base`… from `@keyway/core`) and needs no endpoints.
 */
import { defineChain } from '@keyway/core'

const devnet = __KEYWAY_DEVNET__

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const devnetChain = defineChain({
  id: devnet.evmChainId,
  name: 'Devnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnet.evmRpc] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${devnet.evmChainId}`,
})

export const devnetChain2 = defineChain({
  id: devnet.evmChainId2,
  name: 'Devnet 2',
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnet.evmRpc2] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${devnet.evmChainId2}`,
})

/** devnet's project (its configuration service lists the origins it allows). */
export const projectId = 'keyway-demo'

/**
 * Keyway's services, all on devnet: the configuration service (also the wallet catalogue
 * and analytics), the blockchain API, the WalletConnect relay and, when it runs, frame-host
 * (the embedded email wallet).
 */
export const endpoints = {
  config: devnet.configApi,
  walletCatalogue: devnet.configApi,
  analytics: devnet.configApi,
  blockchainApi: devnet.blockchainApi,
  relay: devnet.relay,
  ...(devnet.frameHost ? { frameHost: devnet.frameHost } : {}),
}
