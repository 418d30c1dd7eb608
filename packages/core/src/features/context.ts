/**
 * What the client hands each feature it registers (client/create-feature-controllers.ts):
 * the core controllers a feature reads, the chain adapters and the blockchain API. A
 * feature takes this, never the client, so no feature imports the client that registers it.
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { BlockchainApiClient } from '../api/blockchain-api.js'
import type { CaipNetworkId, ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { AccountController } from '../controllers/account.js'
import type { ChainController } from '../controllers/chain.js'
import type { ConnectorController } from '../controllers/connector.js'

/** The connected address on the active, supported network. */
export type ActiveAccount = { namespace: ChainNamespace; network: ChainDefinition; address: string }

export type FeatureContext = {
  /** Absent without a blockchain API endpoint: remote lookups then give empty results. */
  blockchainApi: BlockchainApiClient | undefined
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  account: Pick<AccountController, 'getAccountState'> &
    Partial<Pick<AccountController, 'state' | 'setProfile'>>
  chain: Pick<ChainController, 'state' | 'findNetwork' | 'isUnsupportedNetwork'>
  connector: Pick<ConnectorController, 'getActiveConnectorId'>
  now: () => number
  /** The connected address on the active, supported network, if any. */
  activeAccount: () => ActiveAccount | undefined
  /** The namespace's adapter; ChainAdapterNotFoundError without one. */
  adapterFor: (namespace: ChainNamespace) => ChainAdapter
  /**
   * The network a call is about: the active one, or the one active when a call made before
   * the feature registry loaded was asked (client/asked-for.ts). The active one when absent.
   */
  networkInView?: (() => CaipNetworkId | undefined) | undefined
}
