import { defineChain } from '@keyway/core'

const devnet = __KEYWAY_DEVNET__
const reference = devnet.solanaGenesisHash.slice(0, 32)

export const solanaDevnet = defineChain({
  id: reference,
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [devnet.solanaRpc], webSocket: [devnet.solanaWs] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: `solana:${reference}`,
})

export const rpcEndpoint = devnet.solanaRpc
export const wsEndpoint = devnet.solanaWs

export const projectId = 'keyway-demo'

export const endpoints = {
  config: devnet.configApi,
  walletCatalogue: devnet.configApi,
  analytics: devnet.configApi,
  blockchainApi: devnet.blockchainApi,
  relay: devnet.relay,
  ...(devnet.frameHost ? { frameHost: devnet.frameHost } : {}),
}
