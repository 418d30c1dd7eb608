/**
 * The eip155 ChainAdapter behind both entries (docs/architecture.md#adapters), over wagmi and viem:
 * `createEvmAdapter` (create-evm-adapter.ts) makes it with wagmi loaded on first use, the
 * wagmi entry (create-wagmi-adapter.ts) over the dapp's wagmi config with wagmi loaded at
 * once. Made at page load, it only lists wallets: EIP-6963 announcements (core's small
 * listener), `window.ethereum` and WalletConnect. wagmi, viem and the connectors are the
 * runtime's (wagmi-runtime.ts), which the entry hands over (`importRuntime`), loaded once:
 * on the first connect, the restore of a stored connection (core calls `reconnect` only when
 * it has one), a balance or an estimate. Core's adapter kit (defineChainAdapter) owns the
 * events, the destroyed flag, the lazily loaded embedded wallet and the error mapping
 * (wagmi's errors through errors.ts, loaded with the first failure, at the boundary); every call is bounded in time
 * and takes an AbortSignal (core's withTimeout); loading the code counts as a request.
 */
import {
  type AdapterSignIn,
  type ChainDefinition,
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  type StorageLike,
  toCaipNetworkId,
} from '@keyway/core'
import {
  type AdapterKit,
  type AdapterTimeoutParameters,
  type ChainOperations,
  type DefinedChainAdapter,
  defineChainAdapter,
  embeddedWalletReconnectTimeoutMs,
  loadOnce,
  resolveAdapterTimeouts,
  type WalletConnectMetadata,
  withTimeout,
} from '@keyway/core/adapter'
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
import type {
  UniversalProvider,
  UniversalProviderLoader,
} from './connectors/walletconnect-provider.js'
import { createEip6963Discovery, type Eip6963Discovery } from './discovery/eip6963.js'
import { type EvmNetwork, evmChainId, evmNetworksOf, toWalletConnectRpcMap } from './networks.js'
import { createPairingTracker } from './pairing.js'
import { type CreateRuntimeLoaderParameters, createRuntimeLoader } from './runtime-loader.js'

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

type EvmAdapterExtensions = {
  /** The adapter's own wagmi config; loads wagmi if it has not loaded yet. */
  loadWagmiConfig(): Promise<Config>
  /** Loads WalletConnect's provider ahead of need (e.g. when the modal opens). */
  preloadWalletConnect(): Promise<void>
  /**
   * Creates the WalletConnect pairing ahead of need (e.g. when the Connect view shows): the
   * provider loads, its relay connection opens and the pairing uri is made, so choosing
   * WalletConnect shows the QR code at once. `connect` then reuses this attempt (docs/connection.md#walletconnect-pairing
   * pairing reuse). Does nothing without WalletConnect, with a session, or while a pairing
   * is pending. Resolves once the attempt is started; its outcome is `connect`'s.
   */
  prepareWalletConnect(): Promise<void>
}

export type EvmAdapter = DefinedChainAdapter<EvmAdapterExtensions>

/**
 * What the entry gives: the runtime module (a dynamic import in the main entry, the static
 * one in the wagmi entry) and, from the wagmi entry, the dapp's wagmi config, used instead
 * of the adapter's own.
 */
export type EvmAdapterInternals = {
  importRuntime: CreateRuntimeLoaderParameters['importRuntime']
  wagmiConfig?: Config | undefined
  /** The config's own EIP-6963 discovery: the page's one listener (none is started here). */
  discovery?: Eip6963Discovery | undefined
  /**
   * Sets the wagmi side up at once in a browser: Keyway's connectors are then listed in the
   * config before WagmiProvider mounts, and connections made by wagmi's hooks show at once.
   */
  eager?: boolean | undefined
}

function browserWindow(): EvmWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as EvmWindow)
}

/**
 * WalletConnect's connector options, when the dapp configured WalletConnect, with the
 * adapter's one provider loader (it loads apart from wagmi, so both can load side by side).
 */
function walletConnectOptions(
  parameters: CreateEvmAdapterParameters,
  networks: readonly EvmNetwork[],
  getSignIn: () => AdapterSignIn | undefined,
) {
  const { projectId, walletConnect: wc } = parameters
  if (!projectId || !wc) return undefined
  // The loader's own module (and the provider options it builds) comes with the first
  // WalletConnect use, beside the provider: a page that never pairs fetches neither.
  const providerLoader = loadOnce(async () =>
    (await import('./connectors/walletconnect-provider.js')).createWalletConnectProviderLoader({
      ...wc,
      projectId,
    }),
  )
  const loadProvider = async (): Promise<UniversalProvider> => (await providerLoader())()
  const options: WalletConnectConnectorParameters = {
    projectId,
    relayUrl: wc.relayUrl,
    metadata: wc.metadata,
    chainIds: networks.map(evmChainId),
    rpcMap: toWalletConnectRpcMap(networks, wc.rpcMap),
    storage: wc.storage,
    customStoragePrefix: wc.customStoragePrefix,
    loadProvider,
    optionalNamespaces: wc.optionalNamespaces,
    getSignIn,
  }
  return { options, loadProvider }
}

/** The adapter, with the entry's runtime (and the dapp's wagmi config, from the wagmi entry). */
export function createEvmAdapterWith(
  parameters: CreateEvmAdapterParameters,
  internals: EvmAdapterInternals,
): EvmAdapter {
  const [firstNetwork, ...otherNetworks] = evmNetworksOf(parameters.networks)
  if (!firstNetwork) throw new ChainNotConfiguredError({ details: 'No eip155 network' })
  const networks = [firstNetwork, ...otherNetworks] as const
  const { timers, requestTimeoutMs, walletTimeoutMs, reconnectTimeoutMs } =
    resolveAdapterTimeouts(parameters)
  const pairing = createPairingTracker({ now: parameters.now ?? (() => Date.now()) })
  const win = parameters.window ?? browserWindow()
  const discovery = internals.discovery ?? (win ? createEip6963Discovery(win) : undefined)

  return defineChainAdapter(
    {
      namespace: 'eip155',
      // wagmi's errors are mapped with the first failure: their module is not in the first load.
      loadErrorTranslator: async () => (await import('./errors.js')).fromWagmiError,
    },
    (kit: AdapterKit<EmbeddedWalletConnector>) => {
      // Set by a client with sign-in on: WalletConnect then signs in while connecting (docs/sign-in.md#when-sign-in-starts).
      let signIn: AdapterSignIn | undefined
      const walletConnect = walletConnectOptions(parameters, networks, () => signIn)
      const connectors = createConnectorList({
        window: win,
        discovery,
        walletConnect: walletConnect !== undefined,
      })
      const stopConnectors = connectors.onChange(() =>
        kit.emit('connectorsChanged', { connectors: connectors.list() }),
      )
      function requireNetwork(network: { id: string | number }): EvmNetwork {
        const found = networks.find((n) => evmChainId(n) === Number(network.id))
        if (found) return found
        throw new ChainNotConfiguredError({ details: toCaipNetworkId('eip155', network.id) })
      }
      const runtime = createRuntimeLoader({
        runtime: {
          networks,
          storage: parameters.storage,
          fetch: parameters.fetch,
          timers,
          requestTimeoutMs,
          walletTimeoutMs,
          window: win,
          discovery,
          legacy: connectors.legacy,
          walletConnect: walletConnect?.options,
          emit: kit.emit,
          pairing,
          setInUse: connectors.setInUse,
          requireNetwork,
          wagmiConfig: internals.wagmiConfig,
        },
        importRuntime: internals.importRuntime,
        kit,
        loadWalletConnectProvider: walletConnect?.loadProvider,
        requestTimeoutMs,
        timers,
      })

      // Failures show on the first call that needs the runtime.
      if (internals.eager && win) runtime.use().catch(() => undefined)

      const operations: ChainOperations = {
        getConnectors: () => connectors.list(),

        connect({ connectorId, chainId, signal }) {
          if (!connectors.has(connectorId)) {
            throw new ConnectorNotConnectedError({ details: `Unknown connector ${connectorId}` })
          }
          const wantedChain = chainId === undefined ? undefined : Number(chainId)
          // Not the caller's signal: a pending pairing's attempt is shared by later connects.
          const start = async () =>
            (await runtime.useFor(connectorId)).connect(connectorId, wantedChain)
          const options = {
            timeoutMs: walletTimeoutMs,
            label: `wallet:${connectorId}:connect`,
            signal,
            timers,
          }
          if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) return withTimeout(start, options)
          // docs/connection.md#walletconnect-pairing: a pending, unexpired pairing is reused (its uri shown again).
          const attempt = pairing.reuseOrStart(start, (uri) =>
            kit.emit('displayUri', { connectorId, uri }),
          )
          return withTimeout(() => attempt, options)
        },

        reconnect({ connectorId, signal }) {
          const embedded = connectorId === EMBEDDED_WALLET_CONNECTOR_ID
          // Waiting for a late announcement and loading wagmi run side by side.
          const available = connectors.whenAvailable(connectorId)
          return withTimeout(
            async () => {
              // The embedded wallet's wagmi connector exists only once its module has loaded
              // (setEmbeddedWallet, which lists the connector): a page reconnecting at once
              // waits for that listing before loading the runtime with it.
              const [loaded] = await Promise.all([
                embedded
                  ? available.promise.then(() => runtime.useFor(connectorId, signal))
                  : runtime.useFor(connectorId, signal),
                available.promise,
              ])
              return loaded.restore(connectorId)
            },
            {
              timeoutMs: embedded
                ? embeddedWalletReconnectTimeoutMs(reconnectTimeoutMs)
                : reconnectTimeoutMs,
              label: `wallet:${connectorId}:reconnect`,
              signal,
              timers,
              onGiveUp: available.cancel,
            },
          )
        },

        async disconnect(p = {}) {
          if (!runtime.requested) {
            // wagmi never loaded on this page, so nothing is connected: only the list's marks.
            if (p.connectorId) connectors.setInUse(p.connectorId, false)
            if (p.connectorId === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
            return
          }
          await (await runtime.use()).disconnect(p.connectorId)
        },

        async getAccounts({ connectorId, signal }) {
          const loaded = runtime.current
          return loaded?.isConnected(connectorId) ? loaded.getAccounts(connectorId, signal) : []
        },
        async switchNetwork(p) {
          requireNetwork(p.network)
          return runtime.connected(p.connectorId).switchNetwork(p)
        },
        getBalance: async (p) => (await runtime.use(p.signal)).getBalance(p),
        getTokenBalances: async (p) => (await runtime.use(p.signal)).getTokenBalances(p),
        getCapabilities: async (p) => runtime.connected(p.connectorId).getCapabilities(p),
        getWalletAssets: async (p) => runtime.connected(p.connectorId).getWalletAssets(p),
        signMessage: async (p) => runtime.connected(p.connectorId).signMessage(p),
        sendTransaction: async (p) => runtime.connected(p.connectorId).sendTransaction(p),
        sendCalls: async (p) => runtime.connected(p.connectorId).sendCalls(p),
        getCallsStatus: async (p) => runtime.connected(p.connectorId).getCallsStatus(p),
        showCallsStatus: async (p) => runtime.connected(p.connectorId).showCallsStatus(p),
        grantPermissions: async (p) => runtime.connected(p.connectorId).grantPermissions(p),
        revokePermissions: async (p) => runtime.connected(p.connectorId).revokePermissions(p),
        estimateGas: async (p) => (await runtime.use(p.signal)).estimateGas(p),
        estimateTransferFee: async (p) => (await runtime.use(p.signal)).estimateTransferFee(p),

        setSignIn(next) {
          signIn = next
        },
      }

      const extensions: EvmAdapterExtensions = {
        loadWagmiConfig: async () => (await runtime.use()).config,

        async preloadWalletConnect() {
          if (!connectors.walletConnect) return
          await (await runtime.useFor(WALLET_CONNECT_CONNECTOR_ID)).loadWalletConnect()
        },

        async prepareWalletConnect() {
          if (!connectors.walletConnect) return
          if (runtime.current?.isConnected(WALLET_CONNECT_CONNECTOR_ID) || pairing.reusable) return
          const loaded = await runtime.useFor(WALLET_CONNECT_CONNECTOR_ID)
          // A restored session would "connect" silently: only a new pairing is prepared.
          if (await loaded.hasWalletConnectSession()) return
          if (loaded.isConnected(WALLET_CONNECT_CONNECTOR_ID) || pairing.reusable) return
          // The attempt's failure (expiry, relay down) is connect's to report, not this call's.
          void pairing.reuseOrStart(
            () => loaded.connect(WALLET_CONNECT_CONNECTOR_ID, undefined),
            () => undefined,
          )
        },
      }

      return {
        operations,
        extensions,
        // Its module loads only for a client with a frame host (docs/embedded-wallet.md#loading-the-frame): an app without one
        // (the default) never downloads it, and first-load stays within its budget.
        embeddedWallet: {
          importConnector: () => import('./connectors/embedded-wallet.js'),
          createConnector: ({ createEmbeddedWalletConnector }, config) =>
            createEmbeddedWalletConnector({
              config,
              chainId: evmChainId(firstNetwork),
              createFrameClient: parameters.embeddedWallet?.createFrameClient,
            }),
          // The list tells core (connectorsChanged) and wakes a reconnect waiting for it.
          list: (connector) => connectors.setEmbeddedWallet(connector.entity),
        },
        destroy() {
          stopConnectors()
          connectors.stop()
          runtime.stop()
          discovery?.stop()
        },
      }
    },
  )
}
