export type {
  Account,
  AccountState,
  AccountStatus,
  AccountTab,
  ConnectedWalletInfo,
  EmbeddedWalletAccount,
  EmbeddedWalletUser,
  PreferredAccountTypes,
  SocialWindow,
  TokenBalance,
} from './account.js'
export type { ChainState, NetworkState } from './chain.js'
export type {
  Connection,
  ConnectionState,
  ConnectionStatus,
  RecentWallet,
  WcLinking,
} from './connection.js'
export type { Connector, ConnectorState, ConnectorType } from './connector.js'
