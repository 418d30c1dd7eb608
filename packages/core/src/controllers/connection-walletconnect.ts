/**
 * The WalletConnect part of the connection controller (spec §4): the pairing uri and its
 * expiry, the pending connection reused on Telegram and iOS Safari, the deep link and recent
 * wallet stored when a connection is finalised, and one session adopted by every namespace
 * it carries. connection.ts builds it over its own state and connect.
 */
import type { AdapterConnection, ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../chains/types.js'
import { TIME_MS } from '../constants/timing.js'
import { WalletConnectConnectorNotFoundError } from '../errors/connector.js'
import type { ConnectionState, RecentWallet, WcLinking } from '../types/connection.js'
import type { ChainController } from './chain.js'
import type { ConnectorController } from './connector.js'
import type { StorageController } from './storage.js'

/** What the flow needs of the connection controller's dependencies. */
export type WalletConnectFlowDeps = {
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  namespaces: () => readonly ChainNamespace[]
  chain: Pick<ChainController, 'setActiveNamespace' | 'state'>
  connector: Pick<ConnectorController, 'getConnectorsByType'>
  storage: Pick<StorageController, 'set' | 'remove' | 'addRecentWallet'>
  track: (
    event: 'CONNECT_SUCCESS',
    properties: Readonly<Record<string, string | number | boolean | undefined>>,
  ) => void
  now: () => number
  platform?: { isTelegram(): boolean; isIosSafari(): boolean } | undefined
}

export type WalletConnectFlowContext = {
  state: ConnectionState
  deps: WalletConnectFlowDeps
  connect: (parameters: {
    namespace: ChainNamespace
    connectorId: string
    signal?: AbortSignal | undefined
  }) => Promise<AdapterConnection>
  applyConnection: (namespace: ChainNamespace, result: AdapterConnection) => void
  isConnected: (namespace: ChainNamespace) => boolean
}

export function createWalletConnectFlow(context: WalletConnectFlowContext) {
  const { state, deps, connect, applyConnection, isConnected } = context
  // The wallet-connect connection in flight, so a second call can wait on it (spec §4).
  let pendingWalletConnect: Promise<void> | undefined

  /** Forgets the wallet-connect pairing, link and recent wallet, and the saved deep link. */
  function clearPairing(): void {
    state.wcUri = undefined
    state.wcPairingExpiry = undefined
    state.wcLinking = undefined
    state.wcError = false
    state.buffering = false
    state.recentWallet = undefined
    deps.storage.remove('wcDeepLink')
  }

  /** A new pairing uri from the wallet-connect connector; it can be reused for 4 min. */
  function setUri(uri: string): void {
    state.wcUri = uri
    state.wcPairingExpiry = deps.now() + TIME_MS.fourMinutes
    state.wcError = false
  }

  function isPairingExpired(): boolean {
    return state.wcPairingExpiry === undefined || deps.now() >= state.wcPairingExpiry
  }

  function walletConnectConnectorId(namespace: ChainNamespace): string {
    const [connector] = deps.connector.getConnectorsByType('WALLET_CONNECT', namespace)
    if (!connector) throw new WalletConnectConnectorNotFoundError({ details: namespace })
    return connector.id
  }

  async function startWalletConnect(namespace: ChainNamespace, signal?: AbortSignal) {
    try {
      await connect({ namespace, connectorId: walletConnectConnectorId(namespace), signal })
    } catch (error) {
      // An attempt the caller gave up on (a new pairing, the view closed) is no failure.
      if (!signal?.aborted) state.wcError = true
      throw error
    }
    await adoptWalletConnectSession(namespace, signal)
  }

  /**
   * One WalletConnect session can carry accounts of several namespaces: after it
   * connects, every other namespace with a WalletConnect connector and no connection takes
   * its account from that session. `reconnect` never proposes a new pairing; a namespace
   * the session lacks stays disconnected. The namespace the user connected stays active.
   */
  async function adoptWalletConnectSession(namespace: ChainNamespace, signal?: AbortSignal) {
    const others = deps.namespaces().filter((ns) => ns !== namespace && !isConnected(ns))
    await Promise.all(
      others.map(async (other) => {
        const [connector] = deps.connector.getConnectorsByType('WALLET_CONNECT', other)
        const adapter = deps.getAdapter(other)
        if (!connector || !adapter) return
        try {
          applyConnection(other, await adapter.reconnect({ connectorId: connector.id, signal }))
        } catch {
          // The session has no account in this namespace: nothing to adopt.
        }
      }),
    )
    if (deps.chain.state.activeNamespace !== namespace) deps.chain.setActiveNamespace(namespace)
  }

  /**
   * spec §4: on Telegram or iOS Safari a pending pairing is reused while it has not
   * expired (those browsers only open a deep link synchronously on tap, so the uri must
   * already exist); otherwise connecting, then connected after success.
   */
  async function connectWalletConnect(parameters: {
    namespace: ChainNamespace
    signal?: AbortSignal
  }): Promise<void> {
    const reusePlatform = deps.platform?.isTelegram() || deps.platform?.isIosSafari()
    if (!reusePlatform) return startWalletConnect(parameters.namespace, parameters.signal)
    if (pendingWalletConnect) return pendingWalletConnect
    if (state.wcUri && !isPairingExpired()) return
    pendingWalletConnect = startWalletConnect(parameters.namespace, parameters.signal).finally(
      () => {
        pendingWalletConnect = undefined
      },
    )
    return pendingWalletConnect
  }

  function setWcLinking(linking: WcLinking | undefined): void {
    state.wcLinking = linking
  }

  function setRecentWallet(wallet: RecentWallet | undefined): void {
    state.recentWallet = wallet
  }

  /**
   * spec §4 Finalising: stores the deep link and the recent wallet, and tracks
   * CONNECT_SUCCESS with method 'mobile' (a deep link was used) or 'qrcode'.
   */
  function finalizeWalletConnect(parameters: { namespace?: ChainNamespace } = {}): void {
    const { wcLinking, recentWallet } = state
    if (wcLinking) deps.storage.set('wcDeepLink', { name: wcLinking.name, href: wcLinking.href })
    if (recentWallet) deps.storage.addRecentWallet({ ...recentWallet })
    deps.track('CONNECT_SUCCESS', {
      method: wcLinking ? 'mobile' : 'qrcode',
      name: recentWallet?.name ?? 'Unknown',
      namespace: parameters.namespace,
    })
  }

  return {
    clearPairing,
    setUri,
    isPairingExpired,
    connectWalletConnect,
    setWcLinking,
    setRecentWallet,
    finalizeWalletConnect,
  }
}
