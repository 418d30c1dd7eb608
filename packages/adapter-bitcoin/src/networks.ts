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
