import type { CaipAddress, ChainNamespace } from '../chains/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type {
  Account,
  AccountStatus,
  ConnectedWalletInfo,
  EmbeddedWalletUser,
} from '../types/account.js'

export type GetAccountParameters = {
  /** The namespace to read; the active one when absent. */
  namespace?: ChainNamespace | undefined
}

export type GetAccountReturnType = {
  namespace: ChainNamespace | undefined
  status: AccountStatus
  isConnected: boolean
  address: string | undefined
  caipAddress: CaipAddress | undefined
  /** Every account the wallet shares on this namespace. */
  allAccounts: readonly Account[]
  /** docs/state.md#identity-and-names connected wallet info: name, icon, identifier, type. */
  connector: ConnectedWalletInfo | undefined
  /** The connected connector's id, as `connect` takes it. */
  connectorId: string | undefined
  /** The embedded (email / social) wallet's user, when that wallet is connected. */
  embeddedWalletUser: EmbeddedWalletUser | undefined
}

export type GetAccountErrorType = never

const DISCONNECTED = {
  status: 'disconnected',
  isConnected: false,
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  connector: undefined,
  connectorId: undefined,
  embeddedWalletUser: undefined,
} as const

/** The account of the active namespace, or of the one asked for (docs/state.md#identity-and-names). */
export function getAccount(
  client: KeywayClient,
  parameters: GetAccountParameters = {},
): GetAccountReturnType {
  const { account, chain, connector } = client._internal
  const namespace = parameters.namespace ?? chain.state.activeNamespace
  if (!namespace) return { namespace, ...DISCONNECTED }
  const state = account.getAccountState(namespace)
  const isConnected = state.status === 'connected'
  return {
    namespace,
    status: state.status,
    isConnected,
    address: state.address,
    caipAddress: state.caipAddress,
    allAccounts: state.allAccounts,
    connector: state.connectedWalletInfo,
    connectorId: isConnected ? connector.getActiveConnectorId(namespace) : undefined,
    embeddedWalletUser: state.user,
  }
}
