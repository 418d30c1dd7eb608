/**
 * WalletConnect's RPC map, built from the configured networks so nothing points at a hosted
 * RPC. Read when the adapter's operations load (evm-operations.ts), not at page load.
 */
import { toCaipNetworkId } from '@keyway/core'
import { type EvmNetwork, evmChainId } from './networks.js'

/**
 * WalletConnect's RPC map: read calls of a session go to these URLs. The universal provider
 * looks an entry up by CAIP-2 id in one place and by bare reference in another, so both keys
 * are set; `overrides` (by chain id) win over the networks' own first http URL.
 */
export function toWalletConnectRpcMap(
  networks: readonly EvmNetwork[],
  overrides: Readonly<Record<number, string>> = {},
): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const id = evmChainId(network)
    const url = overrides[id] ?? network.rpcUrls.default.http[0]
    if (!url) continue
    map[String(id)] = url
    map[toCaipNetworkId('eip155', id)] = url
  }
  return map
}
