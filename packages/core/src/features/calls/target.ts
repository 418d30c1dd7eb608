import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainDefinition } from '../../chains/types.js'

/** The connected EVM account a batch is sent from. */
export type CallsTarget = {
  adapter: ChainAdapter
  address: string
  network: ChainDefinition
  connectorId: string | undefined
}
