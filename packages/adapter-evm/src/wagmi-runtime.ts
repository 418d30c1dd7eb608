/**
 * The part of the adapter that needs wagmi and viem, over a wagmi config (the dapp's, from
 * the wagmi entry, or the adapter's own: wagmi-runtime-own-config.ts): the wagmi connectors
 * behind the listed ones, the config's connections as Keyway's events (connection-sync.ts),
 * and connect, restore, disconnect, accounts, switch and the chain calls, each through that
 * config. create-evm-adapter.ts imports this module (with its own config) on first use (a
 * connect, a restore, a balance), so a page that only shows the Connect button loads neither
 * wagmi nor viem; the wagmi entry imports it at once, so what it holds is only what must be
 * in the config before WagmiProvider mounts (Keyway's connectors, WalletConnect's as a shell
 * whose code loads on first use) and the watch of the config's connections. The chain calls
 * (actions/chain-calls.ts) load on the first one.
 */
import { type AdapterConnection, ConnectorNotConnectedError, type StorageLike } from '@keyway/core'
import { type AdapterKit, type AdapterTimers, loadOnce, withTimeout } from '@keyway/core/adapter'
import { type Config, type Connector as WagmiConnector, connect as wagmiConnect } from '@wagmi/core'
import type { EvmChainCalls } from './actions/chain-calls.js'
import { createConnectionSync, liveConnection } from './connection-sync.js'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/connector-ids.js'
import type { EvmWindow } from './connectors/connector-list.js'
import { createConnectorRegistry } from './connectors/registry.js'
import type { WalletConnectConnectorParameters } from './connectors/walletconnect.js'
import { lazyWalletConnect } from './connectors/walletconnect-lazy.js'
import type { Eip6963Discovery } from './discovery/eip6963.js'
import { type EvmNetwork, evmChainId } from './networks.js'
import type { PairingTracker } from './pairing.js'

export type CreateWagmiRuntimeParameters = {
  networks: readonly [EvmNetwork, ...EvmNetwork[]]
  storage?: StorageLike | undefined
  fetch?: typeof fetch | undefined
  timers: AdapterTimers
  requestTimeoutMs: number
  walletTimeoutMs: number
  window?: EvmWindow | undefined
  discovery?: Eip6963Discovery | undefined
  /** Whether the legacy injected connector exists (decided when the adapter was made). */
  legacy: boolean
  walletConnect?: WalletConnectConnectorParameters | undefined
  emit: AdapterKit['emit']
  /** WalletConnect's pairing in flight (pairing.ts), once the commands have made it. */
  pairing: Pick<PairingTracker, 'setUri' | 'clear'>
  /** Marks a connector as in use in the adapter's list (a connected legacy one stays listed). */
  setInUse(connectorId: string, inUse: boolean): void
  /** The configured network with this id; throws ChainNotConfiguredError otherwise. */
  requireNetwork(network: { id: string | number }): EvmNetwork
}

export type WagmiRuntime = ReturnType<typeof createWagmiRuntimeOver>

/** The steps that change the config's connections (wagmi-connection-steps.ts). */
export type WagmiConnectionSteps = typeof import('./wagmi-connection-steps.js')

/** What an entry hands the runtime loader: the runtime over the wagmi config it has. */
export type WagmiRuntimeModule = {
  createWagmiRuntime: (parameters: CreateWagmiRuntimeParameters) => WagmiRuntime
}

/**
 * The runtime over `config`: the dapp's (wagmi entry) or the adapter's own
 * (wagmi-runtime-own-config.ts). `importSteps` gives the connection's steps: a dynamic import
 * in the wagmi entry (they load on the first connect, restore or disconnect), the static one
 * in the main entry, whose runtime is itself loaded on first use.
 */
export function createWagmiRuntimeOver(
  parameters: CreateWagmiRuntimeParameters,
  config: Config,
  importSteps: () => Promise<WagmiConnectionSteps>,
) {
  const { emit, pairing, timers, requestTimeoutMs, walletTimeoutMs } = parameters
  /**
   * The connection's steps, loaded once, as a request: bounded in time. A load that fails
   * rejects the call that asked (the adapter kit maps it to a typed error), and the next
   * call loads them again.
   */
  const loadSteps = loadOnce(importSteps)
  const steps = () =>
    withTimeout(loadSteps, { timeoutMs: requestTimeoutMs, label: 'eip155:load', timers })

  const sync = createConnectionSync({
    config,
    emit,
    onConnected(connectorId, connected) {
      parameters.setInUse(connectorId, connected)
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
    },
  })

  /** Only WalletConnect's pairing uri comes from a connector; the rest from the config. */
  function watch(connector: WagmiConnector): void {
    const connectorId = connector.id
    connector.emitter.on('message', ({ type, data }) => {
      if (type !== 'display_uri' || typeof data !== 'string') return
      pairing.setUri(data)
      emit('displayUri', { connectorId, uri: data })
    })
  }

  /** Set once Keyway uses WalletConnect on this page (see the connector's `wanted`). */
  let walletConnectWanted = false
  const want = (connectorId: string) => {
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) walletConnectWanted = true
  }

  const registry = createConnectorRegistry({
    config,
    window: parameters.window,
    legacy: parameters.legacy,
    discovery: parameters.discovery,
    walletConnect: parameters.walletConnect
      ? lazyWalletConnect({ ...parameters.walletConnect, wanted: () => walletConnectWanted })
      : undefined,
    onCreated: watch,
  })

  function requireConnector(connectorId: string): WagmiConnector {
    const connector = registry.find(connectorId)
    if (!connector)
      throw new ConnectorNotConnectedError({ details: `Unknown connector ${connectorId}` })
    return connector
  }

  /** The connector to act with: the one named, else the last connected one. */
  function activeConnector(connectorId: string | undefined): WagmiConnector {
    const id = connectorId ?? sync.last
    if (!id || !sync.isConnected(id)) {
      throw new ConnectorNotConnectedError({ details: id ?? 'No connector is connected' })
    }
    return liveConnection(config, id)?.connector ?? requireConnector(id)
  }

  /** Connects (prompting the wallet), or returns the connection the config already has. */
  function connect(connectorId: string, chainId: number | undefined) {
    const connector = requireConnector(connectorId)
    want(connectorId)
    const wanted =
      chainId !== undefined && parameters.networks.some((n) => evmChainId(n) === chainId)
    return sync.track(connectorId, async () => {
      const existing = liveConnection(config, connectorId)
      if (existing) return existing
      const result = await wagmiConnect(config, { connector, ...(wanted ? { chainId } : {}) })
      return { connector, accounts: result.accounts, chainId: result.chainId }
    })
  }

  /**
   * Restores the connector's session without prompting, through ONE wagmi reconnect: the
   * one wagmi is running (WagmiProvider's reconnect on mount), or else one for this
   * connector. Throws when the connector has no session.
   */
  function restore(connectorId: string): Promise<AdapterConnection> {
    const connector = requireConnector(connectorId)
    want(connectorId)
    return sync.track(connectorId, async () => {
      const { restoreOnce } = await steps()
      const live = liveConnection(config, connectorId)
      // The embedded wallet restored while connected: its frame switched the account type,
      // and asking it for its user again (isAuthorized) puts the new address first; the
      // provider's accountsChanged then updates the config's connection (read by track).
      if (live && connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
        if (await live.connector.isAuthorized()) return live
        throw new ConnectorNotConnectedError({ details: `${connectorId}: no session` })
      }
      const restored = await restoreOnce(config, connector, wagmiConnect)
      if (!restored) throw new ConnectorNotConnectedError({ details: `${connectorId}: no session` })
      return restored
    })
  }

  /** Disconnects the connectors named, or every connected one. */
  async function disconnect(connectorId: string | undefined): Promise<void> {
    const ids = connectorId ? [connectorId] : sync.connectedIds()
    if (ids.length === 0) return
    // Loaded before anything is forgotten: should they not arrive, the state stays as it was.
    const { disconnectThrough } = await steps()
    for (const id of ids) {
      // Forgotten first: the config's update that follows is Keyway's own, not an event.
      sync.forget(id)
      // A connector never reported (wagmi never loaded it as connected) still drops its marks.
      parameters.setInUse(id, false)
      if (id === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
      const connector = liveConnection(config, id)?.connector ?? registry.find(id)
      if (!connector) continue
      await disconnectThrough(config, connector, {
        connectorId: id,
        timeoutMs: requestTimeoutMs,
        timers,
      })
    }
  }

  async function getAccounts(connectorId: string, signal: AbortSignal | undefined) {
    if (!sync.isConnected(connectorId)) return []
    const connector = activeConnector(connectorId)
    const accounts = await withTimeout(() => connector.getAccounts(), {
      timeoutMs: requestTimeoutMs,
      label: `wallet:${connectorId}:accounts`,
      signal,
      timers,
    })
    return accounts.map((address) => ({ address, type: 'eoa' as const }))
  }

  /**
   * The chain calls (balances, estimates, signatures, transactions, a network switch), loaded
   * on the first one, once: the wagmi entry creates this runtime at page load, and a page
   * that only shows the Connect button needs none of them. The load is bounded in time and
   * follows the call's signal, as a request.
   */
  const loadChainCalls = loadOnce(async () =>
    (await import('./actions/chain-calls.js')).createEvmChainCalls({
      config,
      requireNetwork: parameters.requireNetwork,
      activeConnector,
      timers,
      requestTimeoutMs,
      walletTimeoutMs,
      onSwitched(connector, chainId) {
        sync.setChain(connector.id, chainId)
        // wagmi's hooks see the new chain even when the wallet does not announce it.
        if (liveConnection(config, connector.id)?.chainId !== chainId) {
          connector.emitter.emit('change', { chainId })
        }
      },
    }),
  )
  function chainCall<K extends keyof EvmChainCalls>(name: K): EvmChainCalls[K] {
    const call = async (p: { signal?: AbortSignal | undefined }) => {
      const calls = await withTimeout(loadChainCalls, {
        timeoutMs: requestTimeoutMs,
        label: 'eip155:load',
        signal: p.signal,
        timers,
      })
      return (calls[name] as (p: unknown) => unknown)(p)
    }
    return call as EvmChainCalls[K]
  }

  /** Whether WalletConnect has a session (restoring it would connect without a pairing). */
  async function hasWalletConnectSession(): Promise<boolean> {
    want(WALLET_CONNECT_CONNECTOR_ID)
    return (await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.isAuthorized()) ?? false
  }

  return {
    config,
    isConnected: sync.isConnected,
    connect,
    restore,
    disconnect,
    getAccounts,
    switchNetwork: chainCall('switchNetwork'),
    getBalance: chainCall('getBalance'),
    getTokenBalances: chainCall('getTokenBalances'),
    getCapabilities: chainCall('getCapabilities'),
    getWalletAssets: chainCall('getWalletAssets'),
    signMessage: chainCall('signMessage'),
    sendTransaction: chainCall('sendTransaction'),
    sendCalls: chainCall('sendCalls'),
    getCallsStatus: chainCall('getCallsStatus'),
    showCallsStatus: chainCall('showCallsStatus'),
    grantPermissions: chainCall('grantPermissions'),
    revokePermissions: chainCall('revokePermissions'),
    estimateGas: chainCall('estimateGas'),
    estimateTransferFee: chainCall('estimateTransferFee'),
    /** Adds the embedded wallet's wagmi connector (loaded on first use), once. */
    addConnector: registry.add,
    /** Loads WalletConnect's provider. */
    async loadWalletConnect(): Promise<void> {
      want(WALLET_CONNECT_CONNECTOR_ID)
      await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.getProvider()
    },
    hasWalletConnectSession,
    stop(): void {
      sync.stop()
      registry.stop()
    },
  }
}
