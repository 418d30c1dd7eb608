/**
 * What every connection rule is handed: the connection state the controller owns and the
 * controllers and callbacks it was built with. Rules are plain functions over this object
 * (`rule(ctx, parameters)`), so each is tested with real account, chain, connector and
 * storage controllers and an in-memory adapter, without the controller's closure.
 */
import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { ConnectionState } from '../../types/connection.js'
import type { AccountController } from '../account.js'
import type { ChainController } from '../chain.js'
import type { ConnectorController } from '../connector.js'
import type { EventProperties } from '../events.js'
import type { StorageController } from '../storage.js'

/** The tracked events the connection rules emit (the events controller's `track`). */
export type ConnectionEventName =
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  | 'SWITCH_NETWORK'

export type ConnectionTrack = (event: ConnectionEventName, properties: EventProperties) => void

export type ConnectionControllerDeps = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Namespaces that have an adapter, in configuration order. */
  namespaces: () => readonly ChainNamespace[]
  account: Pick<
    AccountController,
    | 'setCaipAddress'
    | 'setStatus'
    | 'setAllAccounts'
    | 'setAddressLabel'
    | 'setConnectedWalletInfo'
    | 'getAccountState'
    | 'resetAccount'
    | 'setPreferredAccountType'
    | 'getPreferredAccountType'
  >
  chain: Pick<
    ChainController,
    'findNetwork' | 'setActiveCaipNetwork' | 'setActiveNamespace' | 'state'
  >
  connector: Pick<
    ConnectorController,
    | 'getConnector'
    | 'getConnectorsByType'
    | 'setActiveConnector'
    | 'setActiveConnectorId'
    | 'getActiveConnectorId'
    | 'removeActiveConnectorId'
    | 'state'
  >
  storage: Pick<
    StorageController,
    | 'get'
    | 'set'
    | 'remove'
    | 'addRecentWallet'
    | 'getRecentWallets'
    | 'getLastAccount'
    | 'setLastAccount'
    | 'removeLastAccount'
  >
  track: ConnectionTrack
  now: () => number
  /** Pending pairings are reused on Telegram and on iOS Safari only. */
  platform?: { isTelegram(): boolean; isIosSafari(): boolean } | undefined
  // After a disconnect: send state, the wallet-connect session and sessions reset.
  resetSend?: (() => void) | undefined
  resetWalletConnectSession?: (() => void | Promise<void>) | undefined
  clearSessions?: (() => void | Promise<void>) | undefined
  /** Called with the namespaces just disconnected (e.g. the email-login cache clear). */
  afterDisconnect?: ((namespaces: ChainNamespace[]) => void | Promise<void>) | undefined
}

export type ConnectionContext = {
  /** The controller's store; rules write it, views read it. */
  readonly state: ConnectionState
  readonly deps: ConnectionControllerDeps
  /** The WalletConnect connection in flight, so a second call can wait on it. */
  readonly pending: { walletConnect: Promise<void> | undefined }
}
