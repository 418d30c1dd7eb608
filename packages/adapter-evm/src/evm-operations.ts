/**
 * The eip155 adapter's operations past listing wallets: connect, restore, disconnect, the
 * switch and the chain calls, WalletConnect's pairing (its reuse, its provider loader) and
 * the wagmi runtime's loader. None of it runs before a call that needs wagmi, so the main
 * entry imports this module with the runtime, on the first such call (evm-adapter.ts keeps
 * what a page needs at load: the wallet list, discovery and the calls' doors); the wagmi
 * entry imports it at once, as it does the runtime, to set the runtime up. The commands
 * (connect, restore, disconnect, WalletConnect's preload and prepared pairing:
 * evm-commands.ts) load with the first of them: the wagmi entry imports them then.
 */
import type { AdapterSignIn } from '@keyway/core'
import {
  type AdapterKit,
  type ChainOperations,
  embeddedWalletReconnectTimeoutMs,
  loadOnce,
  type resolveAdapterTimeouts,
  withTimeout,
} from '@keyway/core/adapter'
import type { ConnectorList, EvmWindow } from './connectors/connector-list.js'
import type { EmbeddedWalletConnector } from './connectors/embedded-wallet.js'
import type { WalletConnectConnectorParameters } from './connectors/walletconnect.js'
import type { UniversalProvider } from './connectors/walletconnect-provider.js'
import type { Eip6963Discovery } from './discovery/eip6963.js'
import type { CreateEvmAdapterParameters, EvmAdapterExtensions } from './evm-adapter-parameters.js'
import { type EvmNetwork, evmChainId } from './networks.js'
import type { PairingTracker } from './pairing.js'
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

/** What the commands' module (evm-commands.ts) is made from. */
export type EvmCommandsContext = {
  context: EvmOperationsContext
  runtime: RuntimeLoader
  /**
   * The embedded wallet's reconnect limit, worked out here: importing core's timeouts module
   * in evm-commands.ts would make Rolldown split core's timeout error into a file of its own
   * before the click ("Why Rolldown keeps small files", docs/first-load.md).
   */
  embeddedReconnectTimeoutMs: number
  /** WalletConnect's provider, when configured; it loads apart from wagmi, side by side. */
  loadWalletConnectProvider?: (() => Promise<unknown>) | undefined
}

/**
 * The commands' module (evm-commands.ts), described here rather than imported as a type, so
 * that this module and the commands' (which reads the types above) do not import each other.
 */
export type EvmCommandsModule = {
  createEvmCommands(context: EvmCommandsContext): {
    commands: EvmCommands
    pairing: PairingTracker
  }
}

/**
 * The commands' module: the wagmi entry's dynamic import, loaded with the first command; in
 * the main entry, the first-use chunk this module came in.
 */
export type ImportCommands = () => Promise<EvmCommandsModule>

/** What an entry hands evm-adapter.ts: the operations, bound to where their commands come from. */
export type EvmOperationsModule = {
  createEvmOperations: (context: EvmOperationsContext) => EvmOperations
}

/** The commands (evm-commands.ts): the connection's own steps and WalletConnect's. */
export type EvmCommands = Required<Pick<ChainOperations, 'connect' | 'reconnect' | 'disconnect'>> &
  Pick<EvmAdapterExtensions, 'preloadWalletConnect' | 'prepareWalletConnect'>

/**
 * What evm-adapter.ts hands on once this module has loaded: the commands (loaded with the
 * first of them) and the runtime's loader, which the other calls go through.
 */
export type EvmOperations = EvmCommands & { runtime: RuntimeLoader }

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

export function createEvmOperations(
  context: EvmOperationsContext,
  importCommands: ImportCommands,
): EvmOperations {
  const { parameters, kit, connectors, timeouts } = context
  const { timers, requestTimeoutMs, walletTimeoutMs } = timeouts
  /**
   * WalletConnect's pairing in flight: its tracker (pairing.ts) comes with the commands, which
   * start every attempt; until then there is none, so a uri the connector shows (a
   * connection the dapp's own wagmi hooks make) has no attempt to record, as before.
   */
  let tracker: PairingTracker | undefined
  const pairing = {
    setUri: (uri: string) => tracker?.setUri(uri),
    clear: () => tracker?.clear(),
  }
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
    requestTimeoutMs,
    timers,
  })

  /** Set once the commands have loaded: from then on each runs in the caller's task. */
  let commands: EvmCommands | undefined
  const loadCommands = loadOnce(async () => {
    const { createEvmCommands } = await importCommands()
    const made = createEvmCommands({
      context,
      runtime,
      loadWalletConnectProvider: walletConnect?.loadProvider,
      embeddedReconnectTimeoutMs: embeddedWalletReconnectTimeoutMs(timeouts.reconnectTimeoutMs),
    })
    tracker = made.pairing
    commands = made.commands
    return commands
  })
  /**
   * Runs `call` with the commands, loading them on the first one (a request, bounded and
   * abortable; a load that fails rejects this call, and the next one loads them again).
   */
  function withCommands<T>(
    call: (loaded: EvmCommands) => Promise<T>,
    signal?: AbortSignal,
    timeoutMs = requestTimeoutMs,
  ): Promise<T> {
    if (commands) return call(commands)
    return withTimeout(loadCommands, { timeoutMs, label: 'eip155:load', signal, timers }).then(call)
  }

  return {
    connect: (p) => withCommands((loaded) => loaded.connect(p), p.signal),
    // The load counts toward the page-load reconnect's own limit, not a request's.
    reconnect: (p) =>
      withCommands((loaded) => loaded.reconnect(p), p.signal, timeouts.reconnectTimeoutMs),
    disconnect: (p) => withCommands((loaded) => loaded.disconnect(p)),
    preloadWalletConnect: () => withCommands((loaded) => loaded.preloadWalletConnect()),
    prepareWalletConnect: () => withCommands((loaded) => loaded.prepareWalletConnect()),
    runtime,
  }
}
