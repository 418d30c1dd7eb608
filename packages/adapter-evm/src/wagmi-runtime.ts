/**
 * The part of the adapter that needs wagmi and viem, over a wagmi config (the dapp's, from
 * the wagmi entry, or the adapter's own: wagmi-runtime-own-config.ts): the wagmi connectors
 * behind the listed ones, the config's connections as Keyway's events (connection-sync.ts),
 * the accounts, the switch and the chain calls, each through that config; connect, restore
 * and disconnect are wagmi-connection-steps.ts, over this runtime's parts, which the
 * adapter's commands bring (evm-commands.ts). create-evm-adapter.ts imports this module (with its own config) on first use (a
 * connect, a restore, a balance), so a page that only shows the Connect button loads neither
 * wagmi nor viem; the wagmi entry imports it at once, so what it holds is only what must be
 * in the config before WagmiProvider mounts (Keyway's connectors, WalletConnect's as a shell
 * whose code loads on first use) and the watch of the config's connections. The chain calls
 * (actions/chain-calls.ts) load on the first one.
 */
import { ConnectorNotConnectedError, type StorageLike } from '@keyway/core'
import { type AdapterKit, type AdapterTimers, loadOnce, withTimeout } from '@keyway/core/adapter'
import { type Config, type Connector as WagmiConnector, connect as wagmiConnect } from '@wagmi/core'
import type { EvmChainCalls } from './actions/chain-calls.js'
import { createConnectionSync, liveConnection } from './connection-sync.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './connectors/connector-ids.js'
import type { EvmWindow } from './connectors/connector-list.js'
import { createConnectorRegistry } from './connectors/registry.js'
import type { WalletConnectConnectorParameters } from './connectors/walletconnect.js'
import { lazyWalletConnect } from './connectors/walletconnect-lazy.js'
import type { Eip6963Discovery } from './discovery/eip6963.js'
import type { EvmNetwork } from './networks.js'
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

/** What an entry hands the runtime loader: the runtime over the wagmi config it has. */
export type WagmiRuntimeModule = {
  createWagmiRuntime: (parameters: CreateWagmiRuntimeParameters) => WagmiRuntime
}

/**
 * The runtime over `config`: the dapp's (wagmi entry) or the adapter's own
 * (wagmi-runtime-own-config.ts). What connects, restores and disconnects through it is
 * wagmi-connection-steps.ts, which the commands bring (`connection` below is what it acts
 * with).
 */
export function createWagmiRuntimeOver(parameters: CreateWagmiRuntimeParameters, config: Config) {
  const { emit, pairing, timers, requestTimeoutMs, walletTimeoutMs } = parameters

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

  return {
    config,
    isConnected: sync.isConnected,
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
    /** What the connection's steps (wagmi-connection-steps.ts) act with. */
    connection: { config, sync, registry, requireConnector, want, wagmiConnect, parameters },
    stop(): void {
      sync.stop()
      registry.stop()
    },
  }
}
