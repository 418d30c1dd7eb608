/**
 * Connection controller: the connection state (status per namespace, live connections,
 * the WalletConnect pairing) and the commands that change it. It keeps the state and
 * hands it to the rules in ./connection/ — connect, restore, switch account, account
 * type, disconnect, WalletConnect — each a plain `rule(ctx, parameters)` function tested
 * beside it. It reaches chains only through the ChainAdapters it is given.
 */
import { proxy } from 'valtio/vanilla'
import type { AdapterConnection } from '../adapter/types.js'
import type { ChainNamespace } from '../chains/types.js'
import type { AccountType } from '../constants/features.js'
import type { ConnectionState, RecentWallet, WcLinking } from '../types/connection.js'
import { setPreferredAccountType } from './connection/account-type.js'
import { applyConnection } from './connection/apply-connection.js'
import { clearNamespace, resetConnection } from './connection/clear.js'
import { type ConnectParameters, connect } from './connection/connect.js'
import { connectWalletConnect } from './connection/connect-walletconnect.js'
import type { ConnectionContext, ConnectionControllerDeps } from './connection/context.js'
import { disconnect } from './connection/disconnect.js'
import { reconnect, showStoredAccounts, syncExistingConnection } from './connection/restore.js'
import { getStatus } from './connection/status.js'
import { type SwitchAccountParameters, switchAccount } from './connection/switch-account.js'
import { isPairingExpired, setUri } from './connection/walletconnect.js'

export type { ConnectMethod, ConnectParameters } from './connection/connect.js'
export type {
  ConnectionControllerDeps,
  ConnectionEventName,
  ConnectionTrack,
} from './connection/context.js'
export type { SwitchAccountParameters } from './connection/switch-account.js'

export type ConnectionController = ReturnType<typeof createConnectionController>

export function createConnectionController(deps: ConnectionControllerDeps) {
  const state = proxy<ConnectionState>({
    connections: {},
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
    buffering: false,
    recentWallet: undefined,
    status: {},
  })
  const ctx: ConnectionContext = { state, deps, pending: { walletConnect: undefined } }

  return {
    state,
    getStatus: (namespace: ChainNamespace) => getStatus(ctx, namespace),
    /** Connects a wallet the visitor picked; its namespace becomes the active one. */
    connect: (parameters: ConnectParameters): Promise<AdapterConnection> =>
      connect(ctx, parameters),
    /** The account each namespace last had, shown as 'reconnecting' on first paint. */
    showStoredAccounts: () => showStoredAccounts(ctx),
    /** Restores the connection saved for each namespace (page load). */
    syncExistingConnection: (signal?: AbortSignal) => syncExistingConnection(ctx, { signal }),
    /** The reconnect pass: recent wallet first, then the connectors already connected. */
    reconnect: (parameters: { namespace?: ChainNamespace; signal?: AbortSignal } = {}) =>
      reconnect(ctx, parameters),
    resetConnection: (namespace?: ChainNamespace) => resetConnection(ctx, { namespace }),
    setUri: (uri: string) => setUri(ctx, { uri }),
    isPairingExpired: () => isPairingExpired(ctx),
    connectWalletConnect: (parameters: { namespace: ChainNamespace; signal?: AbortSignal }) =>
      connectWalletConnect(ctx, parameters),
    setWcLinking: (linking: WcLinking | undefined) => {
      state.wcLinking = linking
    },
    setRecentWallet: (wallet: RecentWallet | undefined) => {
      state.recentWallet = wallet
    },
    setBuffering: (buffering: boolean) => {
      state.buffering = buffering
    },
    setPreferredAccountType: (type: AccountType, namespace: ChainNamespace) =>
      setPreferredAccountType(ctx, { type, namespace }),
    /** Another account of the namespace: the active connector's, or that connector connected. */
    switchAccount: (parameters: SwitchAccountParameters) => switchAccount(ctx, parameters),
    disconnect: (parameters: { namespace?: ChainNamespace } = {}) => disconnect(ctx, parameters),
    /** For adapter events: records a connection the wallet reported by itself. */
    applyConnection: (
      namespace: ChainNamespace,
      result: AdapterConnection,
      options: { activate?: boolean | undefined } = {},
    ) => applyConnection(ctx, { namespace, result, activate: options.activate }),
    /** For adapter `disconnect` events: clears a namespace without calling the wallet. */
    clearNamespace: (namespace: ChainNamespace) => clearNamespace(ctx, namespace),
  }
}
