/**
 * The Solana networks of a configuration (docs/state.md#chain-definition, docs/limits.md#chains "Solana
 * mainnet/devnet/testnet"). A Solana CAIP-2 id is `solana:` + the first 32 characters of
 * the cluster's genesis hash; wallets may still send a network's deprecated id, so lookups
 * accept both and always answer with the configured (current) one.
 */
import { type ChainDefinition, parseCaipNetworkId } from '@keyway/core'
import { isCaipOfNamespace, tryParseCaipNetworkId } from '@keyway/core/adapter'

export type SolanaNetwork = ChainDefinition<'solana'>

/** The solana networks of a configuration; other namespaces belong to other adapters. */
export function solanaNetworksOf(networks: readonly ChainDefinition[]): SolanaNetwork[] {
  return networks.filter((n): n is SolanaNetwork => n.chainNamespace === 'solana')
}

/** The CAIP-2 reference of a cluster (its genesis hash prefix). */
export function solanaCaipReference(genesisHash: string): string {
  return genesisHash.slice(0, 32)
}

/** The configured network for a CAIP-2 id or bare reference, current or deprecated. */
export function findSolanaNetwork(
  networks: readonly SolanaNetwork[],
  chain: string | number,
): SolanaNetwork | undefined {
  const id = String(chain)
  const reference = isCaipOfNamespace(id, 'solana') ? parseCaipNetworkId(id).chainId : id
  const named = (caipNetworkId: string | undefined) =>
    tryParseCaipNetworkId(caipNetworkId)?.chainId === reference
  return networks.find((n) => named(n.caipNetworkId) || named(n.deprecatedCaipNetworkId))
}

export function rpcUrlOf(network: SolanaNetwork): string {
  const [url] = network.rpcUrls.default.http
  if (!url) throw new Error(`${network.caipNetworkId} has no http RPC URL`)
  return url
}

/** WalletConnect's RPC map for the solana namespace: reads never go to a hosted endpoint. */
export function toSolanaRpcMap(networks: readonly SolanaNetwork[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (!url) continue
    map[network.caipNetworkId] = url
    map[String(network.id)] = url
  }
  return map
}
