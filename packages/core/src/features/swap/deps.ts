/** What the swap feature needs from its client (given by the registry, read by the wiring). */
import type { BlockchainApiClient } from '../../api/blockchain-api.js'
import type { BuiltTransaction } from '../../api/types.js'
import type { CaipNetworkId } from '../../chains/types.js'
import type { EventsController } from '../../controllers/events.js'
import type { SwapDeps } from './rules/context.js'

export type SwapFeatureDeps = {
  /** Absent without a blockchain API endpoint: swaps then are not offered. */
  blockchainApi: BlockchainApiClient | undefined
  getActiveNetwork: () => { caipNetworkId: CaipNetworkId } | undefined
  getAddress: () => string | undefined
  /** The networks swaps are offered on (the app's eip155 networks). */
  supportedNetworks: () => readonly CaipNetworkId[]
  sendTransaction: (
    tx: BuiltTransaction,
    options: { signal?: AbortSignal | undefined },
  ) => Promise<string>
  refreshBalances: () => Promise<unknown>
  /** The approval and the swap as one atomic batch, when the wallet can (rules/context.ts). */
  atomicBatch?: SwapDeps['atomicBatch']
  /** Tracks the swap's events (docs/events.md). */
  track?: EventsController['track'] | undefined
}
