/** docs/state.md#per-chain-state. */
import type { CaipNetworkId, ChainDefinition, ChainId, ChainNamespace } from '../chains/types.js'
import type { AccountState } from './account.js'

/** The network part of a namespace's state. */
export type NetworkState = {
  /** The active network of this namespace; undefined until one is chosen. */
  caipNetwork: ChainDefinition | undefined
  /**
   * The wallet's network when it is not among those configured (docs/validation.md#batched-calls: chain calls
   * then return empty defaults; docs/errors.md#names: its name is 'Unknown Network').
   */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
  /** Networks the connected wallet approved (wallet-connect sessions). */
  approvedCaipNetworkIds: CaipNetworkId[]
  /** True when the wallet accepts any network (injected wallets). */
  supportsAllNetworks: boolean
  /** Chain ids on which the embedded wallet may use a smart account. */
  smartAccountEnabledNetworks: ChainId[]
}

/** docs/state.md#per-chain-state: namespace, networks list, network state, account state. */
export type ChainState = {
  namespace: ChainNamespace
  networks: ChainDefinition[]
  networkState: NetworkState
  accountState: AccountState
}
