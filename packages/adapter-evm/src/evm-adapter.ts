/**
 * The eip155 ChainAdapter behind both entries (docs/architecture.md#adapters), over wagmi and viem:
 * `createEvmAdapter` (create-evm-adapter.ts) makes it with wagmi loaded on first use, the
 * wagmi entry (create-wagmi-adapter.ts) over the dapp's wagmi config with wagmi loaded at
 * once. Made at page load, it only lists wallets: EIP-6963 announcements (core's small
 * listener), `window.ethereum` and WalletConnect. Every other operation is a door to
 * evm-operations.ts (connect, restore, WalletConnect's pairing, the wagmi runtime's loader),
 * which the entry hands over (`importOperations`) with wagmi, viem and the connectors
 * (wagmi-runtime.ts, `importRuntime`): both load side by side, once, on the first call that
 * needs wagmi (a connect, the restore of a stored connection — core calls `reconnect` only
 * when it has one —, a balance or an estimate). A call that needs a connection answers at
 * once while nothing has loaded: nothing is connected then. Core's adapter kit
 * (defineChainAdapter) owns the events, the destroyed flag, the lazily loaded embedded wallet
 * and the error mapping (wagmi's errors through errors.ts, loaded with the first failure, at
 * the boundary); every call is bounded in time and takes an AbortSignal (core's
 * withTimeout); loading the code counts as a request.
 */

import type { AdapterSignIn } from '@keyway/core'
import { ChainNotConfiguredError, ConnectorNotConnectedError, toCaipNetworkId } from '@keyway/core'
import {
  type AdapterKit,
  type ChainOperations,
  type DefinedChainAdapter,
  defineChainAdapter,
  loadOnce,
  resolveAdapterTimeouts,
  withTimeout,
} from '@keyway/core/adapter'
import { createConnectorList, type EvmWindow } from './connectors/connector-list.js'
import type { EmbeddedWalletConnector } from './connectors/embedded-wallet.js'
import { createEip6963Discovery, type Eip6963Discovery } from './discovery/eip6963.js'
import type { CreateEvmAdapterParameters, EvmAdapterExtensions } from './evm-adapter-parameters.js'
import type { EvmOperations, EvmOperationsModule } from './evm-operations.js'
import { type EvmNetwork, evmChainId, evmNetworksOf } from './networks.js'
import type { CreateRuntimeLoaderParameters } from './runtime-loader.js'
import type { WagmiRuntime } from './wagmi-runtime.js'

export type { CreateEvmAdapterParameters } from './evm-adapter-parameters.js'

export type EvmAdapter = DefinedChainAdapter<EvmAdapterExtensions>

/**
 * What the entry gives: the runtime and operations modules (dynamic imports in the main
 * entry, static ones in the wagmi entry); the runtime comes over the entry's wagmi config
 * (the adapter's own in the main entry, the dapp's in the wagmi entry).
 */
export type EvmAdapterInternals = {
  importRuntime: CreateRuntimeLoaderParameters['importRuntime']
  /**
   * The operations past listing (a dynamic import in the main entry, the static one in the
   * wagmi entry), each entry's `createEvmOperations` bound to where its commands come from
   * (evm-first-use.ts, create-wagmi-adapter.ts).
   */
  importOperations: () => Promise<EvmOperationsModule>
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

/** The adapter, with the entry's runtime and operations. */
export function createEvmAdapterWith(
  parameters: CreateEvmAdapterParameters,
  internals: EvmAdapterInternals,
): EvmAdapter {
  const [firstNetwork, ...otherNetworks] = evmNetworksOf(parameters.networks)
  if (!firstNetwork) throw new ChainNotConfiguredError({ details: 'No eip155 network' })
  const networks = [firstNetwork, ...otherNetworks] as const
  const timeouts = resolveAdapterTimeouts(parameters)
  const { timers, requestTimeoutMs, reconnectTimeoutMs } = timeouts
  const win = parameters.window ?? browserWindow()
  const discovery = internals.discovery ?? (win ? createEip6963Discovery(win) : undefined)

  return defineChainAdapter(
    {
      namespace: 'eip155',
      // wagmi's errors are mapped with the first failure: their module is not in the first load.
      loadErrorTranslator: async () => (await import('./errors.js')).fromWagmiError,
    },
    (kit: AdapterKit<EmbeddedWalletConnector>) => {
      let signIn: AdapterSignIn | undefined
      const connectors = createConnectorList({
        window: win,
        discovery,
        walletConnect: Boolean(parameters.projectId && parameters.walletConnect),
      })
      const stopConnectors = connectors.onChange(() =>
        kit.emit('connectorsChanged', { connectors: connectors.list() }),
      )
      function requireNetwork(network: { id: string | number }): EvmNetwork {
        const found = networks.find((n) => evmChainId(n) === Number(network.id))
        if (found) return found
        throw new ChainNotConfiguredError({ details: toCaipNetworkId('eip155', network.id) })
      }

      /** Set once the operations have loaded; until then no connector is connected. */
      let loaded: EvmOperations | undefined
      /** Whether anything asked for them on this page. */
      let requested = false
      const loadOperations = loadOnce(async () => {
        // Every operation past listing needs wagmi: its runtime loads beside them, not after.
        const [{ createEvmOperations }] = await Promise.all([
          internals.importOperations(),
          internals.importRuntime(),
        ])
        loaded = createEvmOperations({
          parameters,
          networks,
          kit,
          connectors,
          window: win,
          discovery,
          timeouts,
          requireNetwork,
          getSignIn: () => signIn,
          importRuntime: internals.importRuntime,
        })
        return loaded
      })
      /**
       * Runs `call` with the operations, loading them on the first call (a request, bounded
       * and abortable). Once loaded, in the same task: a pending WalletConnect pairing's uri
       * shows again synchronously (docs/connection.md#walletconnect-pairing).
       */
      function withOperations<T>(
        call: (loading: EvmOperations) => Promise<T>,
        signal?: AbortSignal,
        timeoutMs = requestTimeoutMs,
      ): Promise<T> {
        if (loaded) return call(loaded)
        requested = true
        return withTimeout(loadOperations, {
          timeoutMs,
          label: 'eip155:load',
          signal,
          timers,
        }).then(call)
      }
      /** wagmi and viem, loading them (and the operations) on the first call. */
      const use = (signal?: AbortSignal) =>
        withOperations((loading) => loading.runtime.use(signal), signal)
      /** The runtime, when a connector may be connected (it is loaded); throws otherwise. */
      function connected(connectorId: string | undefined): WagmiRuntime {
        const runtime = loaded?.runtime.current
        if (runtime) return runtime
        throw new ConnectorNotConnectedError({
          details: connectorId ?? 'No connector is connected',
        })
      }

      // Failures show on the first call that needs the runtime.
      if (internals.eager && win) use().catch(() => undefined)

      const operations: ChainOperations = {
        getConnectors: () => connectors.list(),

        connect(p) {
          if (!connectors.has(p.connectorId)) {
            throw new ConnectorNotConnectedError({ details: `Unknown connector ${p.connectorId}` })
          }
          return withOperations((loading) => loading.connect(p), p.signal)
        },
        // The load counts toward the page-load reconnect's own limit, not a request's.
        reconnect: (p) =>
          withOperations((loading) => loading.reconnect(p), p.signal, reconnectTimeoutMs),
        async disconnect(p = {}) {
          if (requested) return withOperations((loading) => loading.disconnect(p))
          // Nothing loaded on this page, so nothing is connected: only the list's marks.
          if (p.connectorId) connectors.setInUse(p.connectorId, false)
        },
        async getAccounts({ connectorId, signal }) {
          const runtime = loaded?.runtime.current
          return runtime?.isConnected(connectorId) ? runtime.getAccounts(connectorId, signal) : []
        },
        async switchNetwork(p) {
          requireNetwork(p.network)
          return connected(p.connectorId).switchNetwork(p)
        },
        getBalance: async (p) => (await use(p.signal)).getBalance(p),
        getTokenBalances: async (p) => (await use(p.signal)).getTokenBalances(p),
        getCapabilities: async (p) => connected(p.connectorId).getCapabilities(p),
        getWalletAssets: async (p) => connected(p.connectorId).getWalletAssets(p),
        signMessage: async (p) => connected(p.connectorId).signMessage(p),
        sendTransaction: async (p) => connected(p.connectorId).sendTransaction(p),
        sendCalls: async (p) => connected(p.connectorId).sendCalls(p),
        getCallsStatus: async (p) => connected(p.connectorId).getCallsStatus(p),
        showCallsStatus: async (p) => connected(p.connectorId).showCallsStatus(p),
        grantPermissions: async (p) => connected(p.connectorId).grantPermissions(p),
        revokePermissions: async (p) => connected(p.connectorId).revokePermissions(p),
        estimateGas: async (p) => (await use(p.signal)).estimateGas(p),
        estimateTransferFee: async (p) => (await use(p.signal)).estimateTransferFee(p),

        setSignIn(next) {
          signIn = next
        },
      }

      const extensions: EvmAdapterExtensions = {
        loadWagmiConfig: async () => (await use()).config,
        async preloadWalletConnect() {
          if (connectors.walletConnect) await withOperations((l) => l.preloadWalletConnect())
        },
        async prepareWalletConnect() {
          if (connectors.walletConnect) await withOperations((l) => l.prepareWalletConnect())
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
          loaded?.runtime.stop()
          discovery?.stop()
        },
      }
    },
  )
}
