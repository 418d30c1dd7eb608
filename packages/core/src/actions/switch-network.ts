import type { CaipNetworkId, ChainDefinition } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { NetworkNotFoundErrorType } from '../errors/chain.js'

export type SwitchNetworkParameters = {
  /** A configured network, or its CAIP-2 id. */
  network: ChainDefinition | CaipNetworkId
}

export type SwitchNetworkReturnType = undefined

/** `NetworkNotFoundError` for a network not configured; the wallet's refusal otherwise. */
export type SwitchNetworkErrorType = NetworkNotFoundErrorType | BaseError

/**
 * Makes a configured network the active one (docs/validation.md#configuration: one not configured fails). A
 * connected wallet is asked first; state changes only once it agreed.
 */
export async function switchNetwork(
  client: KeywayClient,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  await client._internal.chain.switchNetwork(parameters.network)
}
