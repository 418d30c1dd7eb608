/** Rules about where a swap can run (docs/limits.md#swaps: the networks swaps are offered on). */
import type { CaipAddress, CaipNetworkId } from '../../../chains/types.js'
import { NoActiveCaipAddressError } from '../../../errors/account.js'
import { SwapsNetworkNotSupportedError } from '../../../errors/chain-support.js'

export type SwapNetwork = { caipNetworkId: CaipNetworkId }

export type SwapNetworkContext = {
  getActiveNetwork: () => SwapNetwork | undefined
  supportedNetworks: readonly CaipNetworkId[]
}

/** The active network when swaps are offered on it; undefined otherwise. */
export function swapNetwork(ctx: SwapNetworkContext): SwapNetwork | undefined {
  const network = ctx.getActiveNetwork()
  return network && ctx.supportedNetworks.includes(network.caipNetworkId) ? network : undefined
}

/** docs/errors.md#networks-and-addresses: 'Network not supported for Swaps' off the supported networks. */
export function requireSwapNetwork(ctx: SwapNetworkContext): SwapNetwork {
  const network = swapNetwork(ctx)
  if (!network) throw new SwapsNetworkNotSupportedError()
  return network
}

/** The active account as CAIP-10, as the convert calls want it. */
export function swapUserAddress(network: SwapNetwork, address: string | undefined): CaipAddress {
  if (!address) throw new NoActiveCaipAddressError()
  return `${network.caipNetworkId}:${address}` as CaipAddress
}
