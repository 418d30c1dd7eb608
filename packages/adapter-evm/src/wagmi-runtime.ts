/**
 * The part of the adapter that needs wagmi and viem: its own wagmi config, the wagmi
 * connectors behind the listed ones, the connections they report (and their events), and
 * connect, restore, disconnect, accounts, switch and the chain calls. create-evm-adapter.ts
 * imports this module on first use (a connect, a restore, a balance), so a page that only
 * shows the Connect button loads neither wagmi nor viem.
 */
import {
  type AdapterConnection,
  type ChainAdapter,
  ConnectorNotConnectedError,
  type StorageLike,
} from '@keyway/core'
import { type AdapterKit, type AdapterTimers, withTimeout } from '@keyway/core/adapter'
import {
  type Config,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
} from '@wagmi/core'
import type { Address } from 'viem'
import { createEvmChainCalls } from './actions/chain-calls.js'
import { type Eip1193Requester, switchOrAddChain } from './actions/switch-chain.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './connectors/connector-ids.js'
import type { EvmWindow } from './connectors/connector-list.js'
import { createConnectorRegistry } from './connectors/registry.js'
import { type WalletConnectConnectorParameters, walletConnect } from './connectors/walletconnect.js'
import type { Eip6963Discovery } from './discovery/eip6963.js'
import { type EvmNetwork, evmChainId } from './networks.js'
import type { PairingTracker } from './pairing.js'
import { createAdapterWagmiConfig, registerRestoredConnection } from './wagmi-config.js'

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
  pairing: PairingTracker
  /** Marks a connector as in use in the adapter's list (a connected legacy one stays listed). */
  setInUse(connectorId: string, inUse: boolean): void
  /** The configured network with this id; throws ChainNotConfiguredError otherwise. */
  requireNetwork(network: { id: string | number }): EvmNetwork
  /** The dapp's wagmi config (the wagmi entry); else the adapter makes its own. */
  wagmiConfig?: Config | undefined
}

export type WagmiRuntime = ReturnType<typeof createWagmiRuntime>

export function createWagmiRuntime(parameters: CreateWagmiRuntimeParameters) {
  const { emit, pairing, timers, requestTimeoutMs, walletTimeoutMs } = parameters
  const config =
    parameters.wagmiConfig ??
    createAdapterWagmiConfig({
      networks: parameters.networks,
      storage: parameters.storage,
      fetch: parameters.fetch,
      requestTimeoutMs,
    })

  /** Connected connectors → their current chain, for event filtering and defaults. */
  const connected = new Map<string, number>()
  let lastConnectedId: string | undefined

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
      parameters.setInUse(connectorId, false)
      emit('disconnect', { connectorId })
    })
    connector.emitter.on('message', ({ type, data }) => {
      if (type !== 'display_uri' || typeof data !== 'string') return
      pairing.setUri(data)
      emit('displayUri', { connectorId, uri: data })
    })
  }

  const registry = createConnectorRegistry({
    config,
    window: parameters.window,
    legacy: parameters.legacy,
    discovery: parameters.discovery,
    walletConnect: parameters.walletConnect ? walletConnect(parameters.walletConnect) : undefined,
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
    const id = connectorId ?? lastConnectedId
    if (!id || !connected.has(id)) {
      throw new ConnectorNotConnectedError({ details: id ?? 'No connector is connected' })
    }
    return requireConnector(id)
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
    parameters.setInUse(connector.id, true)
    if (connector.id === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
    return {
      connectorId: connector.id,
      address,
      chainId,
      accounts: accounts.map((a) => ({ address: a, type: 'eoa' as const })),
      provider: await connector.getProvider(),
    }
  }

  /** Connects (prompting the wallet), or returns the connection the connector already has. */
  async function connect(connectorId: string, chainId: number | undefined) {
    const connector = requireConnector(connectorId)
    const existing = config.state.connections.get(connector.uid)
    if (existing && connected.has(connector.id)) {
      return toConnection(connector, existing.accounts, existing.chainId)
    }
    const wanted =
      chainId !== undefined && parameters.networks.some((n) => evmChainId(n) === chainId)
    const result = await wagmiConnect(config, { connector, ...(wanted ? { chainId } : {}) })
    return toConnection(connector, result.accounts, result.chainId)
  }

  /** Restores the connector's session without prompting; throws when it has none. */
  async function restore(connectorId: string): Promise<AdapterConnection> {
    const connector = requireConnector(connectorId)
    if (!(await connector.isAuthorized())) {
      throw new ConnectorNotConnectedError({ details: `${connectorId}: no session` })
    }
    const data = await connector.connect({ isReconnecting: true })
    const connection = await toConnection(connector, data.accounts, data.chainId)
    registerRestoredConnection(config, connector, data.accounts, data.chainId)
    return connection
  }

  /** Disconnects the connectors named, or every connected one. */
  async function disconnect(connectorId: string | undefined): Promise<void> {
    const ids = connectorId ? [connectorId] : [...connected.keys()]
    for (const id of ids) {
      const connector = registry.find(id)
      connected.delete(id)
      parameters.setInUse(id, false)
      if (id === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
      if (lastConnectedId === id) lastConnectedId = connected.keys().next().value
      if (!connector) continue
      await withTimeout(() => wagmiDisconnect(config, { connector }), {
        timeoutMs: requestTimeoutMs,
        label: `wallet:${id}:disconnect`,
        timers,
      })
    }
  }

  async function getAccounts(connectorId: string, signal: AbortSignal | undefined) {
    if (!connected.has(connectorId)) return []
    const connector = requireConnector(connectorId)
    const accounts = await withTimeout(() => connector.getAccounts(), {
      timeoutMs: requestTimeoutMs,
      label: `wallet:${connectorId}:accounts`,
      signal,
      timers,
    })
    return accounts.map((address) => ({ address, type: 'eoa' as const }))
  }

  async function switchNetwork({
    network,
    connectorId,
    signal,
  }: Parameters<ChainAdapter['switchNetwork']>[0]): Promise<void> {
    const target = parameters.requireNetwork(network)
    const connector = activeConnector(connectorId)
    const provider = (await connector.getProvider()) as Eip1193Requester
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
  }

  /** Whether WalletConnect has a session (restoring it would connect without a pairing). */
  async function hasWalletConnectSession(): Promise<boolean> {
    return (await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.isAuthorized()) ?? false
  }

  return {
    config,
    isConnected: (connectorId: string) => connected.has(connectorId),
    connect,
    restore,
    disconnect,
    getAccounts,
    switchNetwork,
    ...createEvmChainCalls({
      config,
      requireNetwork: parameters.requireNetwork,
      activeConnector,
      timers,
      requestTimeoutMs,
      walletTimeoutMs,
    }),
    /** Adds the embedded wallet's wagmi connector (loaded on first use), once. */
    addConnector: registry.add,
    /** Loads WalletConnect's provider. */
    async loadWalletConnect(): Promise<void> {
      await registry.find(WALLET_CONNECT_CONNECTOR_ID)?.getProvider()
    },
    hasWalletConnectSession,
    stop(): void {
      registry.stop()
    },
  }
}
