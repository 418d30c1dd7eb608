/**
 * `createEvmAdapter` — core's ChainAdapter for eip155 (DESIGN.md "adapters"), over wagmi and
 * viem. Made at page load, it only lists wallets: EIP-6963 announcements (core's small
 * listener), `window.ethereum` and WalletConnect. wagmi, viem and the connectors load on
 * first use, once (wagmi-runtime.ts): the first connect, the restore of a stored connection
 * (core calls `reconnect` only when it has one), a balance or an estimate. Every call maps
 * failures to core's typed errors (errors.ts), is bounded in time and takes an AbortSignal
 * (core's withTimeout); loading the code counts as a request.
 */
import {
  type AdapterSignIn,
  type ChainAdapter,
  type ChainDefinition,
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  formatUnits,
  parseUnits,
  type StorageLike,
} from '@keyway/core'
import {
  type AdapterTimeoutParameters,
  createAdapterEvents,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  loadOnce,
  resolveAdapterTimeouts,
  type WalletConnectMetadata,
  withTimeout,
} from '@keyway/core/internal'
import type { Config } from '@wagmi/core'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/connector-ids.js'
import { createConnectorList, type EvmWindow } from './connectors/connector-list.js'
import type {
  CreateEmbeddedWalletConnectorParameters,
  EmbeddedWalletConnector,
} from './connectors/embedded-wallet.js'
import type { WalletConnectConnectorParameters } from './connectors/walletconnect.js'
import {
  createWalletConnectProviderLoader,
  type UniversalProviderLoader,
} from './connectors/walletconnect-provider.js'
import { createEip6963Discovery } from './discovery/eip6963.js'
import { mapErrors } from './errors.js'
import { type EvmNetwork, evmChainId, evmNetworksOf, toWalletConnectRpcMap } from './networks.js'
import { createPairingTracker } from './pairing.js'
import type { WagmiRuntime } from './wagmi-runtime.js'

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
  /**
   * The embedded wallet's frame client (tests). The connector itself appears when the
   * Keyway client has `endpoints.frameHost` (core calls `setEmbeddedWallet`).
   */
  embeddedWallet?:
    | { createFrameClient?: CreateEmbeddedWalletConnectorParameters['createFrameClient'] }
    | undefined
}

export type EvmAdapter = ChainAdapter & {
  /** The adapter's own wagmi config; loads wagmi if it has not loaded yet. */
  loadWagmiConfig(): Promise<Config>
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
  const events = createAdapterEvents()
  const { emit } = events
  const pairing = createPairingTracker({ now })

  const win = parameters.window ?? browserWindow()
  const discovery = win ? createEip6963Discovery(win) : undefined
  const wc = parameters.walletConnect
  // Set by a client with sign-in on: WalletConnect then signs in while connecting (spec §5).
  let signIn: AdapterSignIn | undefined
  // WalletConnect's provider loads apart from wagmi, so the two loads can run side by side.
  const loadWalletConnectProvider =
    parameters.projectId && wc
      ? createWalletConnectProviderLoader({ ...wc, projectId: parameters.projectId })
      : undefined
  const walletConnect: WalletConnectConnectorParameters | undefined =
    parameters.projectId && wc && loadWalletConnectProvider
      ? {
          projectId: parameters.projectId,
          relayUrl: wc.relayUrl,
          metadata: wc.metadata,
          chainIds: networks.map(evmChainId),
          rpcMap: toWalletConnectRpcMap(networks, wc.rpcMap),
          storage: wc.storage,
          customStoragePrefix: wc.customStoragePrefix,
          loadProvider: loadWalletConnectProvider,
          optionalNamespaces: wc.optionalNamespaces,
          getSignIn: () => signIn,
        }
      : undefined
  const connectors = createConnectorList({
    window: win,
    discovery,
    walletConnect: walletConnect !== undefined,
  })
  const stopConnectors = connectors.onChange(() =>
    emit('connectorsChanged', { connectors: connectors.list() }),
  )

  function requireNetwork(network: { id: string | number }): EvmNetwork {
    const found = networks.find((n) => evmChainId(n) === Number(network.id))
    if (!found) throw new ChainNotConfiguredError({ details: `eip155:${network.id}` })
    return found
  }

  /** Set once wagmi has loaded; until then no connector is connected. */
  let runtime: WagmiRuntime | undefined
  let runtimeRequested = false
  let destroyed = false
  const loadRuntime = loadOnce(async () => {
    const { createWagmiRuntime } = await import('./wagmi-runtime.js')
    runtime = createWagmiRuntime({
      networks: [firstNetwork, ...otherNetworks],
      storage: parameters.storage,
      fetch: parameters.fetch,
      timers,
      requestTimeoutMs,
      walletTimeoutMs,
      window: win,
      discovery,
      legacy: connectors.legacy,
      walletConnect,
      emit,
      pairing,
      setInUse: connectors.setInUse,
      requireNetwork,
    })
    if (destroyed) runtime.stop()
    return runtime
  })
  /** wagmi and viem, loading them on the first call; a load is a request like any other. */
  function useRuntime(signal?: AbortSignal): Promise<WagmiRuntime> {
    runtimeRequested = true
    return withTimeout(loadRuntime, {
      timeoutMs: requestTimeoutMs,
      label: 'eip155:load',
      signal,
      timers,
    })
  }

  /** The embedded wallet's AUTH connector, once the client named a frame host (spec §4). */
  let embeddedWallet: EmbeddedWalletConnector | undefined
  /**
   * Its module loads only for a client with a frame host: an app without one (the default)
   * never downloads it, and first-load stays within its budget.
   */
  let embeddedWalletLoad: Promise<EmbeddedWalletConnector | undefined> | undefined

  /**
   * wagmi, and beside it WalletConnect's provider when the connector is WalletConnect's, or
   * the embedded wallet's code (its wagmi connector is added then) when it is the AUTH one.
   */
  async function useRuntimeFor(connectorId: string, signal?: AbortSignal) {
    const provider =
      connectorId === WALLET_CONNECT_CONNECTOR_ID ? loadWalletConnectProvider?.() : undefined
    const embedded =
      connectorId === EMBEDDED_WALLET_CONNECTOR_ID
        ? embeddedWalletLoad?.then((connector) => connector?.loadRuntime())
        : undefined
    const [loaded, , embeddedRuntime] = await Promise.all([useRuntime(signal), provider, embedded])
    if (embeddedRuntime) loaded.addConnector(embeddedRuntime.connectorFn, connectorId)
    return loaded
  }

  /** The runtime, when a connector may be connected (it is loaded); throws otherwise. */
  function connectedRuntime(connectorId: string | undefined): WagmiRuntime {
    if (!runtime) {
      throw new ConnectorNotConnectedError({ details: connectorId ?? 'No connector is connected' })
    }
    return runtime
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    getConnectors: () => connectors.list(),

    connect({ connectorId, chainId, signal }) {
      return mapErrors(async () => {
        if (!connectors.has(connectorId)) {
          throw new ConnectorNotConnectedError({ details: `Unknown connector ${connectorId}` })
        }
        const wantedChain = chainId === undefined ? undefined : Number(chainId)
        // Not the caller's signal: a pending pairing's attempt is shared by later connects.
        const start = async () =>
          (await useRuntimeFor(connectorId)).connect(connectorId, wantedChain)
        const options = {
          timeoutMs: walletTimeoutMs,
          label: `wallet:${connectorId}:connect`,
          signal,
          timers,
        }
        if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) return withTimeout(start, options)
        // spec §4: a pending, unexpired pairing is reused (its uri shown again).
        const attempt = pairing.reuseOrStart(start, (uri) =>
          emit('displayUri', { connectorId, uri }),
        )
        return withTimeout(() => attempt, options)
      })
    },

    reconnect({ connectorId, signal }) {
      // Waiting for a late announcement and loading wagmi run side by side.
      const available = connectors.whenAvailable(connectorId)
      return mapErrors(() =>
        withTimeout(
          async () => {
            // The embedded wallet's wagmi connector exists only once its module has loaded
            // (setEmbeddedWallet, which lists the connector): a page reconnecting at once
            // waits for that listing before loading the runtime with it.
            const [loaded] = await Promise.all([
              connectorId === EMBEDDED_WALLET_CONNECTOR_ID
                ? available.promise.then(() => useRuntimeFor(connectorId, signal))
                : useRuntimeFor(connectorId, signal),
              available.promise,
            ])
            return loaded.restore(connectorId)
          },
          {
            // The embedded wallet answers only once its frame has loaded (up to 20 s, spec
            // §9) and asked frame-host for the session: it gets that long, not less.
            timeoutMs:
              connectorId === EMBEDDED_WALLET_CONNECTOR_ID
                ? Math.max(reconnectTimeoutMs, FRAME_LOAD_TIMEOUT_MS + FRAME_CONNECT_TIMEOUT_MS)
                : reconnectTimeoutMs,
            label: `wallet:${connectorId}:reconnect`,
            signal,
            timers,
            onGiveUp: available.cancel,
          },
        ),
      )
    },

    async disconnect(p = {}) {
      await mapErrors(async () => {
        if (!runtimeRequested) {
          // wagmi never loaded on this page, so nothing is connected: only the list's marks.
          if (p.connectorId) connectors.setInUse(p.connectorId, false)
          if (p.connectorId === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
          return
        }
        await (await useRuntime()).disconnect(p.connectorId)
      })
    },

    getAccounts({ connectorId, signal }) {
      return mapErrors(async () =>
        runtime?.isConnected(connectorId) ? runtime.getAccounts(connectorId, signal) : [],
      )
    },

    switchNetwork(p) {
      return mapErrors(async () => {
        requireNetwork(p.network)
        return connectedRuntime(p.connectorId).switchNetwork(p)
      })
    },

    getBalance(p) {
      return mapErrors(async () => (await useRuntime(p.signal)).getBalance(p))
    },
    getTokenBalances(p) {
      return mapErrors(async () => (await useRuntime(p.signal)).getTokenBalances(p))
    },
    getCapabilities(p) {
      return mapErrors(async () => connectedRuntime(p.connectorId).getCapabilities(p))
    },
    getWalletAssets(p) {
      return mapErrors(async () => connectedRuntime(p.connectorId).getWalletAssets(p))
    },
    signMessage(p) {
      return mapErrors(async () => connectedRuntime(p.connectorId).signMessage(p))
    },
    sendTransaction(p) {
      return mapErrors(async () => connectedRuntime(p.connectorId).sendTransaction(p))
    },
    estimateGas(p) {
      return mapErrors(async () => (await useRuntime(p.signal)).estimateGas(p))
    },
    estimateTransferFee(p) {
      return mapErrors(async () => (await useRuntime(p.signal)).estimateTransferFee(p))
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),

    on: events.on,

    setSignIn(next) {
      signIn = next
    },

    setEmbeddedWallet(config) {
      if (embeddedWalletLoad || destroyed) return
      embeddedWalletLoad = import('./connectors/embedded-wallet.js').then(
        ({ createEmbeddedWalletConnector }) => {
          if (destroyed) return undefined
          embeddedWallet = createEmbeddedWalletConnector({
            config,
            chainId: evmChainId(firstNetwork),
            createFrameClient: parameters.embeddedWallet?.createFrameClient,
          })
          connectors.setEmbeddedWallet(embeddedWallet.entity)
          return embeddedWallet
        },
      )
    },

    async loadWagmiConfig() {
      return (await useRuntime()).config
    },

    async preloadWalletConnect() {
      if (!connectors.walletConnect) return
      await (await useRuntimeFor(WALLET_CONNECT_CONNECTOR_ID)).loadWalletConnect()
    },

    async prepareWalletConnect() {
      if (!connectors.walletConnect) return
      if (runtime?.isConnected(WALLET_CONNECT_CONNECTOR_ID) || pairing.reusable) return
      const loaded = await useRuntimeFor(WALLET_CONNECT_CONNECTOR_ID)
      // A restored session would "connect" silently: only a new pairing is prepared.
      if (await loaded.hasWalletConnectSession()) return
      if (loaded.isConnected(WALLET_CONNECT_CONNECTOR_ID) || pairing.reusable) return
      // The attempt's failure (expiry, relay down) is connect's to report, not this call's.
      void pairing.reuseOrStart(
        () => loaded.connect(WALLET_CONNECT_CONNECTOR_ID, undefined),
        () => undefined,
      )
    },

    destroy() {
      destroyed = true
      stopConnectors()
      connectors.stop()
      runtime?.stop()
      embeddedWallet?.destroy()
      discovery?.stop()
      events.clear()
    },
  }
  return adapter
}
