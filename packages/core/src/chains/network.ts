/** Lookups over the configured networks (docs/validation.md#batched-calls "Chain calls…", docs/errors.md#texts-that-are-not-errors 'Unknown Network'). */
import { UI_MESSAGES } from '../errors/messages.js'
import type { ChainDefinition } from './types.js'

/** The configured network with this CAIP-2 id, also matching a deprecated id (old Solana ids). */
export function findNetwork<chain extends ChainDefinition>(
  networks: readonly chain[],
  caipNetworkId: string | undefined,
): chain | undefined {
  if (!caipNetworkId) return undefined
  return networks.find(
    (network) =>
      network.caipNetworkId === caipNetworkId || network.deprecatedCaipNetworkId === caipNetworkId,
  )
}

/** Whether the network is among those configured (docs/validation.md#configuration switch-network option). */
export function isNetworkSupported(
  networks: readonly ChainDefinition[],
  caipNetworkId: string | undefined,
): boolean {
  return findNetwork(networks, caipNetworkId) !== undefined
}

/** The network's name, or 'Unknown Network' when it is not configured (docs/errors.md#texts-that-are-not-errors). */
export function getNetworkName(
  networks: readonly ChainDefinition[],
  caipNetworkId: string | undefined,
): string {
  return findNetwork(networks, caipNetworkId)?.name ?? UI_MESSAGES.unknownNetwork
}
