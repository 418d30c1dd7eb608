/**
 * Connection controller: the connection state of spec §3 and the transitions of spec §4
 * (connect, sync on page load, reconnect pass, wallet-connect pairing, disconnect).
 * It reaches chains only through the ChainAdapters it is given. The WalletConnect pairing
 * and session sharing live in connection-walletconnect.ts.
 */
import { proxy } from 'valtio/vanilla'
import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import { toCaipAddress, toCaipNetworkId } from '../caip/caip.js'
import type { ChainNamespace } from '../chains/types.js'
import type { AccountType } from '../constants/features.js'
import { BaseError } from '../errors/base.js'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import { FailedToDisconnectError } from '../errors/connector.js'
import { toRpcError } from '../errors/rpc.js'
import type { ConnectionState, ConnectionStatus } from '../types/connection.js'
import { untilAborted } from '../utils/until-aborted.js'
import type { AccountController } from './account.js'
import type { ChainController } from './chain.js'
import { createWalletConnectFlow } from './connection-walletconnect.js'
import type { ConnectorController } from './connector.js'
import type { StorageController } from './storage.js'

/** spec §4: events this controller tracks (the events controller's `track`). */
export type ConnectionTrack = (
  event: 'CONNECT_SUCCESS' | 'SET_PREFERRED_ACCOUNT_TYPE',
  properties: Readonly<Record<string, string | number | boolean | undefined>>,
) => void

export type ConnectionControllerDeps = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Namespaces that have an adapter, in configuration order. */
  namespaces: () => readonly ChainNamespace[]
  account: Pick<
    AccountController,
    | 'setCaipAddress'
    | 'setStatus'
    | 'setAllAccounts'
    | 'setConnectedWalletInfo'
    | 'getAccountState'
    | 'resetAccount'
    | 'setPreferredAccountType'
  >
  chain: Pick<
    ChainController,
    'syncWalletNetwork' | 'resetNetworkState' | 'setActiveNamespace' | 'state'
  >
  connector: Pick<
    ConnectorController,
    | 'getConnector'
    | 'getConnectorsByType'
    | 'setActiveConnector'
    | 'setActiveConnectorId'
    | 'getActiveConnectorId'
    | 'removeActiveConnectorId'
    | 'getReconnectOrder'
    | 'getNamespacesSharingConnection'
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
  /** spec §4: pending pairings are reused on Telegram and on iOS Safari only. */
  platform?: { isTelegram(): boolean; isIosSafari(): boolean } | undefined
  // spec §4: after a disconnect, send state, the wallet-connect session and sessions reset.
  resetSend?: (() => void) | undefined
  resetWalletConnectSession?: (() => void | Promise<void>) | undefined
  clearSessions?: (() => void | Promise<void>) | undefined
  /** Called with the namespaces just disconnected (e.g. the email-login cache clear). */
  afterDisconnect?: ((namespaces: ChainNamespace[]) => void | Promise<void>) | undefined
}

export type ConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  chainId?: number | string | undefined
  signal?: AbortSignal | undefined
}

/** Typed errors pass through; anything a wallet threw becomes its spec §8 RPC error. */
function toConnectError(error: unknown): Error {
  return error instanceof BaseError ? error : toRpcError(error)
}

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

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = deps.getAdapter(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}` })
    return adapter
  }

  function setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    state.status[namespace] = status
    deps.account.setStatus(namespace, status)
  }

  function getStatus(namespace: ChainNamespace): ConnectionStatus {
    return state.status[namespace] ?? 'disconnected'
  }

  /**
   * Records a successful connect/reconnect in connection, account, network and connector
   * state. `activate` (a connection the visitor just made) makes its namespace the active
   * one; a restored connection or a wallet event leaves the active namespace as it is.
   */
  function applyConnection(
    namespace: ChainNamespace,
    result: AdapterConnection,
    options: { activate?: boolean | undefined } = {},
  ): void {
    const current = state.connections[namespace] ?? []
    const others = current.filter((c) => c.connectorId !== result.connectorId)
    const wasConnected = others.length < current.length
    state.connections[namespace] = [
      { connectorId: result.connectorId, accounts: result.accounts },
      ...others,
    ]
    deps.chain.syncWalletNetwork(namespace, result.chainId, { activate: options.activate })
    const caipAddress = toCaipAddress(toCaipNetworkId(namespace, result.chainId), result.address)
    deps.account.setCaipAddress(namespace, caipAddress)
    deps.account.setAllAccounts(namespace, result.accounts)
    const connector = deps.connector.getConnector(namespace, result.connectorId)
    if (connector) {
      deps.connector.setActiveConnector({ ...connector, provider: result.provider })
      // spec §3: an embedded wallet's social provider stays while the same connector's
      // account changes (a wallet event re-applies the connection); an AUTH connection made
      // again (a reload, another namespace) names the provider its login stored.
      const previous = deps.account.getAccountState(namespace).connectedWalletInfo
      const social =
        (wasConnected && previous?.type === connector.type ? previous.social : undefined) ??
        (connector.type === 'AUTH' ? deps.storage.get('socialProvider') : undefined)
      deps.account.setConnectedWalletInfo(namespace, {
        name: connector.name,
        icon: connector.imageUrl,
        identifier: connector.info?.rdns ?? connector.explorerId,
        type: connector.type,
        ...(social ? { social } : {}),
      })
    }
    deps.storage.setLastAccount(namespace, {
      caipAddress,
      walletName: connector?.name,
      walletType: connector?.type,
    })
    deps.connector.setActiveConnectorId(namespace, result.connectorId)
    setStatus(namespace, 'connected')
  }

  /**
   * A returning visitor's first paint: each namespace with a saved connection shows the
   * account it last had, as 'reconnecting', until `syncExistingConnection` confirms it
   * with the wallet (or, failing that, clears it quietly). Synchronous, so the account
   * button never flashes "Connect" first.
   */
  function showStoredAccounts(): void {
    for (const namespace of deps.namespaces()) {
      const stored = deps.storage.getLastAccount(namespace)
      if (!stored || !deps.connector.getActiveConnectorId(namespace)) continue
      deps.account.setCaipAddress(namespace, stored.caipAddress)
      if (stored.walletName) {
        deps.account.setConnectedWalletInfo(namespace, {
          name: stored.walletName,
          type: stored.walletType,
        })
      }
      setStatus(namespace, 'reconnecting')
    }
  }

  /** A failed sync/reconnect: disconnected, with the namespace's connections cleared. */
  function markDisconnected(namespace: ChainNamespace): void {
    delete state.connections[namespace]
    deps.storage.removeLastAccount(namespace)
    deps.account.resetAccount(namespace)
    setStatus(namespace, 'disconnected')
  }

  /** Clears everything a connection left on a namespace (spec §4 Disconnect). */
  function clearNamespace(namespace: ChainNamespace): void {
    delete state.connections[namespace]
    deps.storage.removeLastAccount(namespace)
    deps.account.resetAccount(namespace)
    deps.chain.resetNetworkState(namespace)
    const activeId = deps.connector.getActiveConnectorId(namespace)
    if (deps.connector.state.activeConnector?.id === activeId) {
      deps.connector.setActiveConnector(undefined)
    }
    deps.connector.removeActiveConnectorId(namespace)
    setStatus(namespace, 'disconnected')
  }

  async function connect(parameters: ConnectParameters): Promise<AdapterConnection> {
    const { namespace } = parameters
    const adapter = adapterFor(namespace)
    const previous = getStatus(namespace)
    setStatus(namespace, 'connecting')
    try {
      const result = await untilAborted(
        adapter.connect({
          connectorId: parameters.connectorId,
          chainId: parameters.chainId,
          signal: parameters.signal,
        }),
        parameters.signal,
      )
      applyConnection(namespace, result, { activate: true })
      return result
    } catch (error) {
      // A rejected or failed attempt leaves an existing connection as it was.
      setStatus(namespace, previous === 'connected' ? 'connected' : 'disconnected')
      throw toConnectError(error)
    }
  }

  /**
   * spec §4: on page load the connection saved for each namespace is restored; a failure
   * (or nothing saved) gives disconnected.
   */
  async function syncExistingConnection(signal?: AbortSignal): Promise<void> {
    await Promise.all(
      deps.namespaces().map(async (namespace) => {
        const adapter = deps.getAdapter(namespace)
        const connectorId = deps.connector.getActiveConnectorId(namespace)
        if (!adapter || !connectorId) {
          setStatus(namespace, 'disconnected')
          return
        }
        // spec §4 reconnecting: a restore, not a connection the visitor asked for.
        setStatus(namespace, 'reconnecting')
        try {
          applyConnection(namespace, await adapter.reconnect({ connectorId, signal }))
        } catch {
          markDisconnected(namespace)
        }
      }),
    )
    activateAConnectedNamespace()
  }

  /**
   * After restoring: the active namespace (kept from the last visit) stays active while it
   * is connected; if it did not come back but another namespace did, that one becomes
   * active, so the account shown is one that is connected.
   */
  function activateAConnectedNamespace(): void {
    const active = deps.chain.state.activeNamespace
    if (active && isConnected(active)) return
    const connected = deps.namespaces().find(isConnected)
    if (connected) deps.chain.setActiveNamespace(connected)
  }

  /**
   * spec §4 reconnect pass: tries the candidates in order; connected if any succeeds,
   * otherwise disconnected with the namespace's connections cleared.
   */
  async function reconnect(parameters: { namespace?: ChainNamespace; signal?: AbortSignal } = {}) {
    const namespaces = parameters.namespace ? [parameters.namespace] : deps.namespaces()
    await Promise.all(
      namespaces.map(async (namespace) => {
        const adapter = adapterFor(namespace)
        setStatus(namespace, 'reconnecting')
        const recent = state.recentWallet ?? deps.storage.getRecentWallets()[0]
        const connectedIds = [namespace, ...deps.namespaces()].map((ns) =>
          deps.connector.getActiveConnectorId(ns),
        )
        for (const connectorId of deps.connector.getReconnectOrder(
          namespace,
          recent,
          connectedIds,
        )) {
          try {
            const result = await adapter.reconnect({ connectorId, signal: parameters.signal })
            applyConnection(namespace, result)
            return
          } catch {
            // Try the next candidate: an expired session is not an error for the user.
          }
        }
        markDisconnected(namespace)
      }),
    )
    activateAConnectedNamespace()
  }

  /**
   * spec §4 Connection reset: disconnected; clears the link, recent wallet and saved deep
   * link. Without a namespace, every namespace not connected now is reset: resetting the
   * pairing must not drop a live connection on another namespace.
   */
  function resetConnection(namespace?: ChainNamespace): void {
    clearPairing()
    const namespaces = namespace
      ? [namespace]
      : (Object.keys(state.status) as ChainNamespace[]).filter(
          (ns) => getStatus(ns) !== 'connected',
        )
    for (const ns of namespaces) setStatus(ns, 'disconnected')
  }

  function isConnected(namespace: ChainNamespace): boolean {
    return getStatus(namespace) === 'connected'
  }

  const walletConnect = createWalletConnectFlow({
    state,
    deps,
    connect,
    applyConnection,
    isConnected,
  })
  const { clearPairing } = walletConnect

  /**
   * spec §4: sets the preferred account type, reconnects the auth connector so the new
   * account is used, and tracks SET_PREFERRED_ACCOUNT_TYPE. Only an active auth
   * connection is reconnected: another wallet connected on the namespace stays. The embedded
   * wallet has already switched the frame to the new type (embedded-wallet-account.ts).
   */
  async function setPreferredAccountType(type: AccountType, namespace: ChainNamespace) {
    deps.account.setPreferredAccountType(namespace, type)
    deps.storage.set('preferredAccountType', type)
    const [auth] = deps.connector.getConnectorsByType('AUTH', namespace)
    if (auth && deps.connector.getActiveConnectorId(namespace) === auth.id) {
      const result = await adapterFor(namespace).reconnect({ connectorId: auth.id })
      applyConnection(namespace, result)
    }
    deps.track('SET_PREFERRED_ACCOUNT_TYPE', {
      accountType: type,
      network: deps.chain.state.activeCaipNetwork?.caipNetworkId,
    })
  }

  /**
   * spec §4 Switching account: with the active connector only the address changes;
   * another connector is connected.
   */
  async function switchAccount(parameters: {
    namespace: ChainNamespace
    connectorId: string
    address: string
  }): Promise<void> {
    const { namespace, connectorId, address } = parameters
    if (deps.connector.getActiveConnectorId(namespace) === connectorId) {
      const network = deps.chain.state.chains[namespace]?.networkState.caipNetwork
      if (network) {
        deps.account.setCaipAddress(namespace, toCaipAddress(network.caipNetworkId, address))
      }
      return
    }
    await connect({ namespace, connectorId })
  }

  /**
   * spec §4 Disconnect: per namespace clears provider, account, network, user and
   * connector id; then resets send state, the wallet-connect session and sessions.
   * Namespaces that did disconnect are cleared even if another failed; then
   * 'Failed to disconnect' is thrown.
   */
  async function disconnect(parameters: { namespace?: ChainNamespace } = {}): Promise<void> {
    const connected = deps.namespaces().filter((ns) => deps.connector.getActiveConnectorId(ns))
    // spec §4: a wallet-connect or Auth disconnect takes every namespace on that connector.
    const namespaces = parameters.namespace
      ? deps.connector.getNamespacesSharingConnection(parameters.namespace)
      : connected.length
        ? connected
        : [...deps.namespaces()]
    const results = await Promise.allSettled(
      namespaces.map(async (namespace) => {
        const connectorId = deps.connector.getActiveConnectorId(namespace)
        await adapterFor(namespace).disconnect(connectorId ? { connectorId } : {})
        clearNamespace(namespace)
      }),
    )
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    try {
      deps.resetSend?.()
      clearPairing()
      await deps.resetWalletConnectSession?.()
      await deps.clearSessions?.()
      await deps.afterDisconnect?.(namespaces)
    } catch (error) {
      throw new FailedToDisconnectError({ cause: error })
    }
    if (failure) throw new FailedToDisconnectError({ cause: failure.reason })
  }

  return {
    state,
    getStatus,
    connect,
    showStoredAccounts,
    syncExistingConnection,
    reconnect,
    resetConnection,
    setUri: walletConnect.setUri,
    isPairingExpired: walletConnect.isPairingExpired,
    connectWalletConnect: walletConnect.connectWalletConnect,
    setWcLinking: walletConnect.setWcLinking,
    setRecentWallet: walletConnect.setRecentWallet,
    setBuffering: (buffering: boolean) => {
      state.buffering = buffering
    },
    finalizeWalletConnect: walletConnect.finalizeWalletConnect,
    setPreferredAccountType,
    switchAccount,
    disconnect,
    /** For adapter events: records a connection the wallet reported by itself. */
    applyConnection,
    /** For adapter `disconnect` events: clears a namespace without calling the wallet. */
    clearNamespace,
  }
}
