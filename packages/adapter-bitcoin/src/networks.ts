/**
 * The Bitcoin networks of a configuration. A BIP-122 CAIP-2 id is `bip122:` + the first 32
 * hex characters of the network's genesis block hash; mainnet and testnet are the two
 * networks Keyway defines.
 */
import { type ChainDefinition, parseCaipNetworkId } from '@keyway/core'
import { isCaipOfNamespace } from '@keyway/core/adapter'

export type BitcoinNetwork = ChainDefinition<'bip122'>

/** CAIP-2 id of Bitcoin mainnet (genesis block hash prefix). */
export const BITCOIN_MAINNET_CAIP_ID = 'bip122:000000000019d6689c085ae165831e93'
/** CAIP-2 id of Bitcoin testnet (testnet3's genesis block hash prefix). */
export const BITCOIN_TESTNET_CAIP_ID = 'bip122:000000000933ea01ad0ee984209779ba'

/** The bip122 networks of a configuration; other namespaces belong to other adapters. */
export function bitcoinNetworksOf(networks: readonly ChainDefinition[]): BitcoinNetwork[] {
  return networks.filter((n): n is BitcoinNetwork => n.chainNamespace === 'bip122')
}

/** The configured network for a CAIP-2 id or a bare reference. */
export function findBitcoinNetwork(
  networks: readonly BitcoinNetwork[],
  chain: string | number,
): BitcoinNetwork | undefined {
  const id = String(chain)
  const reference = isCaipOfNamespace(id, 'bip122') ? parseCaipNetworkId(id).chainId : id
  return networks.find((n) => n.caipNetworkId === `bip122:${reference}`)
}

/** Wallet Standard chain names (`bitcoin:mainnet`, `bitcoin:testnet`) by CAIP-2 id. */
const WALLET_STANDARD_CHAINS: Readonly<Record<string, `bitcoin:${string}`>> = {
  [BITCOIN_MAINNET_CAIP_ID]: 'bitcoin:mainnet',
  [BITCOIN_TESTNET_CAIP_ID]: 'bitcoin:testnet',
}

/** The chain a Wallet Standard wallet names a network by; others go by their CAIP-2 id. */
export function walletStandardChainOf(network: BitcoinNetwork): string {
  return WALLET_STANDARD_CHAINS[network.caipNetworkId] ?? network.caipNetworkId
}

/** sats-connect's network names (its `BitcoinNetworkType`) by CAIP-2 id. */
const SATS_CONNECT_NETWORKS: Readonly<Record<string, SatsConnectNetworkName>> = {
  [BITCOIN_MAINNET_CAIP_ID]: 'Mainnet',
  [BITCOIN_TESTNET_CAIP_ID]: 'Testnet',
}

export type SatsConnectNetworkName = 'Mainnet' | 'Testnet'

/** The sats-connect name of a network; undefined for a network sats-connect cannot name. */
export function satsConnectNetworkOf(network: BitcoinNetwork): SatsConnectNetworkName | undefined {
  return SATS_CONNECT_NETWORKS[network.caipNetworkId]
}

/** The configured network sats-connect calls `name`. */
export function networkOfSatsConnectName(
  networks: readonly BitcoinNetwork[],
  name: string | undefined,
): BitcoinNetwork | undefined {
  return networks.find((n) => name !== undefined && satsConnectNetworkOf(n) === name)
}
