/**
 * The eip155 adapter's operations past listing wallets: connect, restore, disconnect, the
 * switch and the chain calls, WalletConnect's pairing (its reuse, its provider loader) and
 * the wagmi runtime's loader. None of it runs before a call that needs wagmi, so the main
 * entry imports this module with the runtime, on the first such call (evm-adapter.ts keeps
 * what a page needs at load: the wallet list, discovery and the calls' doors); the wagmi
 * entry imports it at once, as it does the runtime.
 */
import type { AdapterSignIn } from '@keyway/core'
import {
  type AdapterKit,
  type ChainOperations,
  embeddedWalletReconnectTimeoutMs,
  loadOnce,
  type resolveAdapterTimeouts,
  whenAvailable,
  withTimeout,
} from '@keyway/core/adapter'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/connector-ids.js'
import type { ConnectorList, EvmWindow } from './connectors/connector-list.js'
import type { EmbeddedWalletConnector } from './connectors/embedded-wallet.js'
import type { WalletConnectConnectorParameters } from './connectors/walletconnect.js'
import type { UniversalProvider } from './connectors/walletconnect-provider.js'
import type { Eip6963Discovery } from './discovery/eip6963.js'
import type { CreateEvmAdapterParameters, EvmAdapterExtensions } from './evm-adapter-parameters.js'
import { type EvmNetwork, evmChainId } from './networks.js'
import { createPairingTracker } from './pairing.js'
import {
  type CreateRuntimeLoaderParameters,
  createRuntimeLoader,
  type RuntimeLoader,
} from './runtime-loader.js'
import { toWalletConnectRpcMap } from './walletconnect-rpc-map.js'

/** What the adapter made at page load hands over. */
export type EvmOperationsContext = {
  parameters: CreateEvmAdapterParameters
  networks: readonly [EvmNetwork, ...EvmNetwork[]]
  kit: AdapterKit<EmbeddedWalletConnector>
  connectors: ConnectorList
  window: EvmWindow | undefined
  discovery: Eip6963Discovery | undefined
  timeouts: ReturnType<typeof resolveAdapterTimeouts>
  /** The configured network with this id; throws ChainNotConfiguredError otherwise. */
  requireNetwork(network: { id: string | number }): EvmNetwork
  /** Set by a client with sign-in on: WalletConnect then signs in while connecting (docs/sign-in.md#when-sign-in-starts). */
  getSignIn(): AdapterSignIn | undefined
  importRuntime: CreateRuntimeLoaderParameters['importRuntime']
}

/** The operations evm-adapter.ts hands on once this module has loaded. */
/**
 * What evm-adapter.ts hands on once this module has loaded: the connection's own steps and
 * WalletConnect's, and the runtime's loader, which the other calls go through.
 */
export type EvmOperations = Required<
  Pick<ChainOperations, 'connect' | 'reconnect' | 'disconnect'>
> &
  Pick<EvmAdapterExtensions, 'preloadWalletConnect' | 'prepareWalletConnect'> & {
    runtime: RuntimeLoader
  }

/**
 * WalletConnect's connector options, when the dapp configured WalletConnect, with the
 * adapter's one provider loader (it loads apart from wagmi, so both can load side by side).
 */
function walletConnectOptions(context: EvmOperationsContext) {
  const { projectId, walletConnect: wc } = context.parameters
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
    chainIds: context.networks.map(evmChainId),
    rpcMap: toWalletConnectRpcMap(context.networks, wc.rpcMap),
    storage: wc.storage,
    customStoragePrefix: wc.customStoragePrefix,
    loadProvider,
    optionalNamespaces: wc.optionalNamespaces,
    getSignIn: context.getSignIn,
  }
  return { options, loadProvider }
}

export function createEvmOperations(context: EvmOperationsContext): EvmOperations {
  const { parameters, kit, connectors, timeouts } = context
  const { timers, requestTimeoutMs, walletTimeoutMs, reconnectTimeoutMs } = timeouts
  const pairing = createPairingTracker({ now: parameters.now ?? (() => Date.now()) })
  const walletConnect = walletConnectOptions(context)
  const runtime = createRuntimeLoader({
    runtime: {
      networks: context.networks,
      storage: parameters.storage,
      fetch: parameters.fetch,
      timers,
      requestTimeoutMs,
      walletTimeoutMs,
      window: context.window,
      discovery: context.discovery,
      legacy: connectors.legacy,
      walletConnect: walletConnect?.options,
      emit: kit.emit,
      pairing,
      setInUse: connectors.setInUse,
      requireNetwork: context.requireNetwork,
    },
    importRuntime: context.importRuntime,
    kit,
    loadWalletConnectProvider: walletConnect?.loadProvider,
    requestTimeoutMs,
    timers,
  })

  return {
    connect({ connectorId, chainId, signal }) {
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
      const available = whenAvailable(
        () => (connectors.has(connectorId) ? connectorId : undefined),
        connectors.onChange,
      )
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

    async preloadWalletConnect() {
      await (await runtime.useFor(WALLET_CONNECT_CONNECTOR_ID)).loadWalletConnect()
    },

    async prepareWalletConnect() {
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

    runtime,
  }
}
