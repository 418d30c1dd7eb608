/**
 * `createEvmAdapter` — core's ChainAdapter for eip155 (DESIGN.md "adapters"), built on a
 * wagmi config of its own (chains and http transports from the configured networks) and
 * viem. Every call maps failures to core's typed errors (errors.ts), is bounded in time and
 * takes an AbortSignal (core's withTimeout).
 */
import {
  type AdapterConnection,
  type ChainAdapter,
  type ChainDefinition,
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  type StorageLike,
} from '@keyway/core'
import {
  type AdapterTimeoutParameters,
  createAdapterEvents,
  resolveAdapterTimeouts,
  type WalletConnectMetadata,
  withTimeout,
} from '@keyway/core/internal'
import {
  type Config,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core'
import { type Address, formatUnits, parseUnits } from 'viem'
import { createEvmChainCalls } from './actions/chain-calls.js'
import { switchOrAddChain } from './actions/switch-chain.js'
import { createConnectorRegistry, type EvmWindow } from './connectors/registry.js'
import {
  type UniversalProviderLoader,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnectorParameters,
  walletConnect,
} from './connectors/walletconnect.js'
import { createEip6963Discovery } from './discovery/eip6963.js'
import { mapErrors } from './errors.js'
import { type EvmNetwork, evmChainId, evmNetworksOf, toWalletConnectRpcMap } from './networks.js'
import { createPairingTracker } from './pairing.js'
import { createAdapterWagmiConfig, registerRestoredConnection } from './wagmi-config.js'

export type CreateEvmAdapterParameters = AdapterTimeoutParameters & {
  /** The dapp's networks; only the eip155 ones are used. */
  networks: readonly ChainDefinition[]
  /** Enables WalletConnect (with `walletConnect.metadata`). */
  projectId?: string | undefined
  walletConnect?:
    | {
        relayUrl?: string | undefined
        metadata: WalletConnectMetadata
        /** RPC URL per chain id for the session's reads; default: each network's first. */
        rpcMap?: Readonly<Record<number, string>> | undefined
        /** The sign client's key-value storage (default: its own browser storage). */
        storage?: unknown
        customStoragePrefix?: string | undefined
        loadProvider?: UniversalProviderLoader | undefined
        /** Other namespaces (e.g. solana) asked for in the same proposal: one shared session. */
        optionalNamespaces?: WalletConnectConnectorParameters['optionalNamespaces']
      }
    | undefined
  /** Where wagmi keeps connector flags (disconnect shim); in memory when absent. */
  storage?: StorageLike | undefined
  /** The window wallets announce on; default the global one in a browser. */
  window?: EvmWindow | undefined
  fetch?: typeof fetch | undefined
  now?: (() => number) | undefined
}

export type EvmAdapter = ChainAdapter & {
  readonly wagmiConfig: Config
  /** Loads WalletConnect's provider ahead of need (e.g. when the modal opens). */
  preloadWalletConnect(): Promise<void>
  /**
   * Creates the WalletConnect pairing ahead of need (e.g. when the Connect view shows): the
   * provider loads, its relay connection opens and the pairing uri is made, so choosing
   * WalletConnect shows the QR code at once. `connect` then reuses this attempt (spec §4
   * pairing reuse). Does nothing without WalletConnect, with a session, or while a pairing
   * is pending. Resolves once the attempt is started; its outcome is `connect`'s.
   */
  prepareWalletConnect(): Promise<void>
  /** Stops discovery and event forwarding. */
  destroy(): void
}

function browserWindow(): EvmWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as EvmWindow)
}

export function createEvmAdapter(parameters: CreateEvmAdapterParameters): EvmAdapter {
  const networks = evmNetworksOf(parameters.networks)
  const [firstNetwork, ...otherNetworks] = networks
  if (!firstNetwork) throw new ChainNotConfiguredError({ details: 'No eip155 network' })
  const { timers, requestTimeoutMs, walletTimeoutMs, reconnectTimeoutMs } =
    resolveAdapterTimeouts(parameters)
  const now = parameters.now ?? (() => Date.now())

  const config = createAdapterWagmiConfig({
    networks: [firstNetwork, ...otherNetworks],
    storage: parameters.storage,
    fetch: parameters.fetch,
    requestTimeoutMs,
  })
  const events = createAdapterEvents()
  const { emit } = events

  /** Connected connectors → their current chain, for event filtering and defaults. */
  const connected = new Map<string, number>()
  let lastConnectedId: string | undefined
  const pairing = createPairingTracker({ now })

  function watch(connector: WagmiConnector): void {
    const connectorId = connector.id
    connector.emitter.on('change', ({ accounts, chainId }) => {
      if (!connected.has(connectorId)) return
      if (chainId !== undefined && chainId !== connected.get(connectorId)) {
        connected.set(connectorId, chainId)
        emit('chainChanged', { connectorId, chainId })
      }
      const [address] = accounts ?? []
      if (address)
        emit('accountChanged', { connectorId, address, chainId: connected.get(connectorId) })
    })
    connector.emitter.on('disconnect', () => {
      if (!connected.delete(connectorId)) return
      registry.setInUse(connectorId, false)
      emit('disconnect', { connectorId })
    })
    connector.emitter.on('message', ({ type, data }) => {
      if (type !== 'display_uri' || typeof data !== 'string') return
      pairing.setUri(data)
      emit('displayUri', { connectorId, uri: data })
    })
  }

  const win = parameters.window ?? browserWindow()
  const discovery = win ? createEip6963Discovery(win) : undefined
  const wc = parameters.walletConnect
  const registry = createConnectorRegistry({
    config,
    window: win,
    discovery,
    walletConnect:
      parameters.projectId && wc
        ? walletConnect({
            projectId: parameters.projectId,
            relayUrl: wc.relayUrl,
            metadata: wc.metadata,
            chainIds: networks.map(evmChainId),
            rpcMap: toWalletConnectRpcMap(networks, wc.rpcMap),
            storage: wc.storage,
            customStoragePrefix: wc.customStoragePrefix,
            loadProvider: wc.loadProvider,
            optionalNamespaces: wc.optionalNamespaces,
          })
        : undefined,
    onCreated: watch,
  })
  const stopRegistry = registry.onChange(() =>
    emit('connectorsChanged', { connectors: registry.list() }),
  )

  function requireConnector(connectorId: string): WagmiConnector {
    const connector = registry.find(connectorId)
    if (!connector)
      throw new ConnectorNotConnectedError({ details: `Unknown connector ${connectorId}` })
    return connector
  }

  /** The connector to act with: the one named, else the last connected one. */
  function activeConnector(connectorId: string | undefined): WagmiConnector {
    const id = connectorId ?? lastConnectedId
    if (!id || !connected.has(id)) {
      throw new ConnectorNotConnectedError({ details: id ?? 'No connector is connected' })
    }
    return requireConnector(id)
  }

  function requireNetwork(network: { id: string | number }): EvmNetwork {
    const found = networks.find((n) => evmChainId(n) === Number(network.id))
    if (!found) throw new ChainNotConfiguredError({ details: `eip155:${network.id}` })
    return found
  }

  async function toConnection(
    connector: WagmiConnector,
    accounts: readonly Address[],
    chainId: number,
  ): Promise<AdapterConnection> {
    const [address] = accounts
    if (!address) throw new ConnectorNotConnectedError({ details: `${connector.id}: no account` })
    connected.set(connector.id, chainId)
    lastConnectedId = connector.id
    registry.setInUse(connector.id, true)
    if (connector.id === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
    return {
      connectorId: connector.id,
      address,
      chainId,
      accounts: accounts.map((a) => ({ address: a, type: 'eoa' as const })),
      provider: await connector.getProvider(),
    }
  }

  async function connectWith(connector: WagmiConnector, chainId: number | undefined) {
    const existing = config.state.connections.get(connector.uid)
    if (existing && connected.has(connector.id)) {
      return toConnection(connector, existing.accounts, existing.chainId)
    }
    const wanted = chainId !== undefined && networks.some((n) => evmChainId(n) === chainId)
    const result = await wagmiConnect(config, { connector, ...(wanted ? { chainId } : {}) })
    return toConnection(connector, result.accounts, result.chainId)
  }

  const chainCalls = createEvmChainCalls({
    config,
    requireNetwork,
    activeConnector,
    timers,
    requestTimeoutMs,
    walletTimeoutMs,
  })

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    wagmiConfig: config,
    getConnectors: () => registry.list(),

    connect({ connectorId, chainId, signal }) {
      return mapErrors(async () => {
        const connector = requireConnector(connectorId)
        const wantedChain = chainId === undefined ? undefined : Number(chainId)
        if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) {
          return withTimeout(() => connectWith(connector, wantedChain), {
            timeoutMs: walletTimeoutMs,
            label: `wallet:${connectorId}:connect`,
            signal,
            timers,
          })
        }
        // spec §4: a pending, unexpired pairing is reused (its uri shown again).
        const attempt = pairing.reuseOrStart(
          () => connectWith(connector, wantedChain),
          (uri) => emit('displayUri', { connectorId, uri }),
        )
        return withTimeout(() => attempt, {
          timeoutMs: walletTimeoutMs,
          label: `wallet:${connectorId}:connect`,
          signal,
          timers,
        })
      })
    },

    reconnect({ connectorId, signal }) {
      const available = registry.whenAvailable(connectorId)
      return mapErrors(() =>
        withTimeout(
          async () => {
            const connector = await available.promise
            if (!(await connector.isAuthorized())) {
              throw new ConnectorNotConnectedError({ details: `${connectorId}: no session` })
            }
            const data = await connector.connect({ isReconnecting: true })
            const connection = await toConnection(connector, data.accounts, data.chainId)
            registerRestoredConnection(config, connector, data.accounts, data.chainId)
            return connection
          },
          {
            timeoutMs: reconnectTimeoutMs,
            label: `wallet:${connectorId}:reconnect`,
            signal,
            timers,
            onGiveUp: available.cancel,
          },
        ),
      )
    },

    async disconnect(p = {}) {
      const ids = p.connectorId ? [p.connectorId] : [...connected.keys()]
      await mapErrors(async () => {
        for (const id of ids) {
          const connector = registry.find(id)
          connected.delete(id)
          registry.setInUse(id, false)
          if (id === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
          if (lastConnectedId === id) lastConnectedId = connected.keys().next().value
          if (!connector) continue
          await withTimeout(() => wagmiDisconnect(config, { connector }), {
            timeoutMs: requestTimeoutMs,
            label: `wallet:${id}:disconnect`,
            timers,
          })
        }
      })
    },

    getAccounts({ connectorId, signal }) {
      return mapErrors(async () => {
        if (!connected.has(connectorId)) return []
        const connector = requireConnector(connectorId)
        const accounts = await withTimeout(() => connector.getAccounts(), {
          timeoutMs: requestTimeoutMs,
          label: `wallet:${connectorId}:accounts`,
          signal,
          timers,
        })
        return accounts.map((address) => ({ address, type: 'eoa' as const }))
      })
    },

    switchNetwork({ network, connectorId, signal }) {
      return mapErrors(async () => {
        const target = requireNetwork(network)
        const connector = activeConnector(connectorId)
        const provider = (await connector.getProvider()) as Parameters<typeof switchOrAddChain>[0]
        await withTimeout(() => switchOrAddChain(provider, target), {
          timeoutMs: walletTimeoutMs,
          label: `wallet:${connector.id}:switch`,
          signal,
          timers,
        })
        const chainId = evmChainId(target)
        if (connected.get(connector.id) !== chainId) {
          connected.set(connector.id, chainId)
          emit('chainChanged', { connectorId: connector.id, chainId })
        }
      })
    },

    ...chainCalls,

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),

    on: events.on,

    async preloadWalletConnect() {
      await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.getProvider()
    },

    async prepareWalletConnect() {
      const connector = registry.find(WALLET_CONNECT_CONNECTOR_ID)
      if (!connector || connected.has(connector.id) || pairing.reusable) return
      // A restored session would "connect" silently: only a new pairing is prepared.
      if (await connector.isAuthorized()) return
      if (connected.has(connector.id) || pairing.reusable) return
      // The attempt's failure (expiry, relay down) is connect's to report, not this call's.
      void pairing.reuseOrStart(
        () => connectWith(connector, undefined),
        () => undefined,
      )
    },

    destroy() {
      stopRegistry()
      registry.stop()
      discovery?.stop()
      events.clear()
    },
  }
  return adapter
}
