/**
 * Connection controller: the connection state (status per namespace, live connections,
 * the WalletConnect pairing) and the commands that change it. It keeps the state and
 * hands it to the rules in ./connection/ — connect, restore, switch account, account
 * type, disconnect, WalletConnect — each a plain `rule(ctx, parameters)` function tested
 * beside it. It reaches chains only through the ChainAdapters it is given. The rules of the
 * commands a visitor starts (connect, switch account, account type, disconnect), the
 * reconnect pass a dapp asks for, and recording or clearing a connection (a restore, an
 * adapter's event) load with the first of them (./connection/commands.ts); showing the
 * stored account and the restore's pass over the wallets stay in the first load.
 */
import { proxy } from 'valtio/vanilla'
import type { AdapterConnection } from '../adapter/types.js'
import type { ChainDefinition, ChainId, ChainNamespace } from '../chains/types.js'
import type { AccountType } from '../constants/features.js'
import { defineLazyFeature } from '../lazy/define-lazy-feature.js'
import type { ConnectionState, RecentWallet, WcLinking } from '../types/connection.js'
import { untilAborted } from '../utils/until-aborted.js'
import type { AccountChangeParameters } from './connection/account-change.js'
import type { ConnectParameters } from './connection/connect.js'
import {
  endConnectingWithout,
  startConnecting,
  startWalletConnecting,
  type WalletConnectStart,
} from './connection/connect-start.js'
import type { ConnectionContext, ConnectionControllerDeps } from './connection/context.js'
import { showStoredAccounts, syncExistingConnection } from './connection/restore.js'
import { getStatus, isConnected } from './connection/status.js'
import type { SwitchAccountParameters } from './connection/switch-account.js'
import {
  isPairingExpired,
  reusedPairing,
  reusesPendingPairing,
  setUri,
} from './connection/walletconnect.js'

export type { ConnectMethod, ConnectParameters } from './connection/connect.js'
export type {
  ConnectionControllerDeps,
  ConnectionEventName,
  ConnectionTrack,
} from './connection/context.js'
export type { SwitchAccountParameters } from './connection/switch-account.js'

export type ConnectionController = ReturnType<typeof createConnectionController>

/** The rules the commands run, loaded with the first command (./connection/commands.ts). */
type ConnectionCommands = typeof import('./connection/commands.js')

export type ConnectionControllerOptions = {
  /**
   * Fetches the commands' rules (connect, disconnect...), which are not in the first load;
   * `import('./connection/commands.js')` unless a test holds or fails the load.
   */
  loadCommands?: (() => Promise<ConnectionCommands>) | undefined
}

export function createConnectionController(
  deps: ConnectionControllerDeps,
  options: ConnectionControllerOptions = {},
) {
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
    options.loadCommands ?? (() => import('./connection/commands.js')),
  )
  /**
   * Runs `command` on the rules: at once (in the same call) when they have loaded, else once
   * they arrive. Rejects with the load's failure when they do not; the next call loads again.
   */
  function withCommands<T>(command: (rules: ConnectionCommands) => T | Promise<T>): Promise<T> {
    const loaded = commands.current
    if (!loaded) return commands.load().then(command)
    try {
      return Promise.resolve(command(loaded))
    } catch (error) {
      return Promise.reject(error)
    }
  }

  /**
   * Connecting shows at once: the status turns to connecting before the rules have loaded.
   * Should they not arrive, or the caller give up while they load, the status goes back and
   * the load's failure (or RequestAbortedError) is the answer.
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
    return untilAborted(commands.load(), parameters.signal).then(
      (rules) => rules.connect(ctx, parameters, start),
      (error: unknown) => {
        endConnectingWithout(ctx, { namespace: parameters.namespace, start })
        throw error
      },
    )
  }

  /**
   * Pairing shows as connecting at once too; before the rules have loaded, a pairing the
   * platform reuses (Telegram, iOS Safari) is checked here, and the attempt is kept as the
   * pending one from the start, so a second call waits on it.
   */
  function connectWalletConnect(parameters: {
    namespace: ChainNamespace
    signal?: AbortSignal
  }): Promise<void> {
    const loaded = commands.current
    if (loaded) return loaded.connectWalletConnect(ctx, parameters)
    const reused = reusedPairing(ctx)
    if (reused) return reused
    let started: WalletConnectStart
    try {
      started = startWalletConnecting(ctx, parameters)
    } catch (error) {
      return Promise.reject(error)
    }
    const attempt = untilAborted(commands.load(), parameters.signal).then(
      (rules) => rules.connectWalletConnect(ctx, { ...parameters, started }),
      (error: unknown) => {
        endConnectingWithout(ctx, { namespace: parameters.namespace, start: started.start })
        // As a failed pairing does: the view offers to try again.
        if (!parameters.signal?.aborted) ctx.state.wcError = true
        throw error
      },
    )
    if (!reusesPendingPairing(ctx)) return attempt
    const pending = attempt.finally(() => {
      if (ctx.pending.walletConnect === pending) ctx.pending.walletConnect = undefined
    })
    ctx.pending.walletConnect = pending
    return pending
  }

  return {
    state,
    getStatus: (namespace: ChainNamespace) => getStatus(ctx, namespace),
    /** Connects a wallet the visitor picked; its namespace becomes the active one. */
    connect,
    /**
     * Fetches the commands' rules ahead of the first command (the visitor points at a
     * wallet), so choosing it waits for no download. Settles once they are here, or once the
     * fetch failed: a failed fetch is tried again by the command itself.
     */
    prefetchCommands: (): Promise<void> =>
      commands.current
        ? Promise.resolve()
        : commands.load().then(
            () => undefined,
            () => undefined,
          ),
    /** The account each namespace last had, shown as 'reconnecting' on first paint. */
    showStoredAccounts: () => showStoredAccounts(ctx),
    /**
     * Restores the connection saved for each namespace (page load). The rules that record
     * it load only when there is one to restore.
     */
    syncExistingConnection: (signal?: AbortSignal) =>
      syncExistingConnection(ctx, { signal, loadRules: commands.load }),
    /**
     * The reconnect pass: recent wallet first, then the connectors already connected. Its
     * rules load with the commands (the page-load restore is syncExistingConnection's).
     */
    reconnect: (parameters: { namespace?: ChainNamespace; signal?: AbortSignal } = {}) =>
      withCommands((rules) => rules.reconnect(ctx, parameters)),
    /** Ends the pairing and marks what is not connected disconnected, once the rules are here. */
    resetConnection: (namespace?: ChainNamespace): Promise<void> =>
      withCommands((rules) => rules.resetConnection(ctx, { namespace })),
    setUri: (uri: string) => setUri(ctx, { uri }),
    isPairingExpired: () => isPairingExpired(ctx),
    connectWalletConnect,
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
    /**
     * The wallet's side of `chain.switchNetwork` (./connection/switch-network.ts): asks the
     * wallet connected on the network's namespace, or connects the embedded wallet there.
     * With no wallet connected on either namespace there is nobody to ask: no rules load.
     */
    switchWalletNetwork: (network: ChainDefinition): Promise<void> => {
      const from = deps.chain.state.activeNamespace
      if (!isConnected(ctx, network.chainNamespace) && !(from && isConnected(ctx, from))) {
        deps.track('SWITCH_NETWORK', { network: network.caipNetworkId })
        return Promise.resolve()
      }
      return withCommands((rules) => rules.switchWalletNetwork(ctx, { network, connect }))
    },
    /**
     * For adapter events: records a connection the wallet reported by itself; at once when
     * the rules have loaded, else once they arrive. Resolves with the address made active;
     * rejects when the rules could not load (the state is left as it was).
     */
    applyConnection: (
      namespace: ChainNamespace,
      result: AdapterConnection,
      options: { activate?: boolean | undefined } = {},
    ): Promise<string> =>
      withCommands((rules) =>
        rules.applyConnection(ctx, { namespace, result, activate: options.activate }),
      ),
    /**
     * For adapter `accountChanged` events on the active connector: the new address recorded
     * (./connection/account-change.ts); rejects when the rules could not load.
     */
    applyAccountChange: (parameters: AccountChangeParameters): Promise<void> =>
      withCommands((rules) => rules.applyAccountChange(ctx, parameters)),
    /**
     * For adapter `chainChanged` events on the active connector: the network the wallet
     * reports recorded (./connection/network-rules.ts); rejects when the rules could not load.
     */
    syncWalletNetwork: (namespace: ChainNamespace, chainId: ChainId): Promise<void> =>
      withCommands((rules) =>
        rules.syncWalletNetwork(deps.chain, deps.storage, { namespace, chainId }),
      ),
    /**
     * For adapter `disconnect` events: clears a namespace without calling the wallet; at
     * once when the rules have loaded, else once they arrive (rejects when they do not).
     */
    clearNamespace: (namespace: ChainNamespace): Promise<void> =>
      withCommands((rules) => rules.clearNamespace(ctx, namespace)),
  }
}
