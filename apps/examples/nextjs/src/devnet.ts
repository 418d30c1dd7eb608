/**
 * Where this example runs: devnet's anvil chain and its services, baked in at build time by
 * next.config.ts. A dapp on a public network lists its chains here instead (`mainnet`,
 * `base`… from `@keyway/core`) and needs no endpoints.
 */
import { defineChain } from '@keyway/core'

/** The part of devnet's endpoints (next.config.ts) this example reads. */
type DevnetEndpoints = {
  evmRpc: string
  evmChainId: number
  relay: string
  configApi: string
  blockchainApi: string
  frameHost?: string
}

function readDevnet(): DevnetEndpoints {
  // Replaced by its value at build time (next.config.ts `env`), in both bundles.
  const text = process.env.KEYWAY_DEVNET_ENDPOINTS
  if (!text) throw new Error('KEYWAY_DEVNET_ENDPOINTS is not set: build with next.config.ts')
  return JSON.parse(text) as DevnetEndpoints
}

const devnet = readDevnet()

export const devnetChain = defineChain({
  id: devnet.evmChainId,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.evmRpc] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${devnet.evmChainId}`,
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
