/**
 * Connection controller: the connection state (status per namespace, live connections,
 * the WalletConnect pairing) and the commands that change it. It keeps the state and
 * hands it to the rules in ./connection/ — connect, restore, switch account, account
 * type, disconnect, WalletConnect — each a plain `rule(ctx, parameters)` function tested
 * beside it. It reaches chains only through the ChainAdapters it is given. The rules of the
 * commands a visitor starts (connect, switch account, account type, disconnect) load with
 * the first of them; the restore and the adapters' events stay in the first load.
 */
import { proxy } from 'valtio/vanilla'
import type { AdapterConnection } from '../adapter/types.js'
import type { ChainNamespace } from '../chains/types.js'
import type { AccountType } from '../constants/features.js'
import { defineLazyFeature } from '../lazy/define-lazy-feature.js'
import type { ConnectionState, RecentWallet, WcLinking } from '../types/connection.js'
import { applyConnection } from './connection/apply-connection.js'
import { clearNamespace, resetConnection } from './connection/clear.js'
import type { ConnectParameters } from './connection/connect.js'
import { endConnectingWithout, startConnecting } from './connection/connect-start.js'
import type {
  ConnectionCommands,
  ConnectionContext,
  ConnectionControllerDeps,
} from './connection/context.js'
import { reconnect, showStoredAccounts, syncExistingConnection } from './connection/restore.js'
import { getStatus } from './connection/status.js'
import type { SwitchAccountParameters } from './connection/switch-account.js'
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
  // The commands' rules, fetched with the first command (./connection/commands.ts).
  const commands = defineLazyFeature(
    deps.loadCommands ?? (() => import('./connection/commands.js')),
  )
  /** Runs `command` on the rules: at once when they have loaded, else once they arrive. */
  function withCommands<T>(command: (rules: ConnectionCommands) => Promise<T>): Promise<T> {
    const loaded = commands.current
    return loaded ? command(loaded) : commands.load().then(command)
  }

  /**
   * Connecting shows at once: the status turns to connecting before the rules have loaded.
   * Should they not arrive, the status goes back and the load's failure is the answer.
   */
  function connect(parameters: ConnectParameters): Promise<AdapterConnection> {
    let start: ReturnType<typeof startConnecting>
    try {
      start = startConnecting(ctx, parameters)
    } catch (error) {
      return Promise.reject(error)
    }
    const loaded = commands.current
    if (loaded) return loaded.connect(ctx, parameters, start)
    return commands.load().then(
      (rules) => rules.connect(ctx, parameters, start),
      (error: unknown) => {
        endConnectingWithout(ctx, { namespace: parameters.namespace, start })
        throw error
      },
    )
  }

  return {
    state,
    getStatus: (namespace: ChainNamespace) => getStatus(ctx, namespace),
    /** Connects a wallet the visitor picked; its namespace becomes the active one. */
    connect,
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
      withCommands((rules) => rules.connectWalletConnect(ctx, parameters)),
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
      withCommands((rules) => rules.setPreferredAccountType(ctx, { type, namespace })),
    /** Another account of the namespace: the active connector's, or that connector connected. */
    switchAccount: (parameters: SwitchAccountParameters) =>
      withCommands((rules) => rules.switchAccount(ctx, parameters)),
    disconnect: (parameters: { namespace?: ChainNamespace } = {}) =>
      withCommands((rules) => rules.disconnect(ctx, parameters)),
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
