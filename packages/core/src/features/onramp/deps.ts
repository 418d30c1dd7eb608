/** What the onramp feature needs from its client (given by the registry, read by the wiring). */
import type { BlockchainApiClient } from '../../api/blockchain-api.js'
import type { CaipNetworkId, ChainNamespace } from '../../chains/types.js'

export type OnrampFeatureDeps = {
  /** Absent without a blockchain API endpoint: the onramp then is not offered. */
  blockchainApi: BlockchainApiClient | undefined
  projectId: () => string | undefined
  getActiveAccount: () =>
    | { address: string; chainNamespace: ChainNamespace; caipNetworkId: CaipNetworkId }
    | undefined
  /** Meld's public key (docs/account-features.md#onramp); empty when the app has none. */
  meldPublicKey?: string | undefined
}
