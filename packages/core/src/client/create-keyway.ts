/**
 * `createKeyway(options)` builds one client: every controller and its valtio store is
 * made here and wired by passing dependencies (DESIGN.md "Client, not globals"), so two
 * clients on one page share nothing.
 */
import { proxy, subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapter/types.js'
import type { FetchFn } from '../api/http.js'
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { ThemeMode } from '../constants/display.js'
import type { KeywayEndpoints } from '../constants/urls.js'
import { createAccountController } from '../controllers/account.js'
import { createChainController } from '../controllers/chain.js'
import { createConnectionController } from '../controllers/connection.js'
import { createConnectorController } from '../controllers/connector.js'
import { createEventsController } from '../controllers/events.js'
import type { LocalFeatures } from '../controllers/features.js'
import { createModalController } from '../controllers/modal.js'
import { createNotificationController, type Timers } from '../controllers/notification.js'
import {
  type ConfigAlert,
  type CustomWallet,
  createOptionsController,
  type Logger,
} from '../controllers/options.js'
import { createRouterController } from '../controllers/router.js'
import { createStorageController, type StorageLike } from '../controllers/storage.js'
import { createThemeController, type ThemeVariables } from '../controllers/theme.js'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import { noConnectorOrNetworkWarning } from '../errors/messages.js'
import { createEmbeddedWalletLoader } from '../features/embedded-wallet/entry.js'
import type { SiwxConfig } from '../features/sign-in/controller.js'
import { createSiwxLoader } from '../features/sign-in/entry.js'
import { createKeywayHost } from '../host/create-host.js'
import type { KeywayHost } from '../host/keyway-host.js'
import { createModalNavigation } from '../host/modal-navigation.js'
import type { PreferredAccountTypes } from '../types/account.js'
import type { EmbeddedWalletTimeoutReason } from '../types/embedded-wallet.js'
import type { OnrampOption } from '../types/onramp.js'
import type { TokensOption } from '../types/tokens.js'
import { validateOnrampOption } from '../validate/onramp-option.js'
import { validateTokensOption } from '../validate/tokens.js'
import { createWalletCatalogue } from '../wallet-list/wallet-catalogue.js'
import { connectAuthOnNamespaceSwitch } from './auth-namespace-switch.js'
import {
  createApiClients,
  unavailableFeatures,
  warnMissingEndpoints,
} from './create-api-clients.js'
import { createFeatureControllers, type FeatureControllers } from './create-feature-controllers.js'
import { createPlatform, type Platform, readBrowserEnvironment } from './platform.js'
import { watchAdapters } from './watch-adapters.js'

/** Sent with every remote call as `st` (spec §7 sdk type). */
export const KEYWAY_SDK_TYPE = 'keyway'

/** The dapp's description, shown by wallets when connecting. */
export type KeywayMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

export type CreateKeywayParameters = {
  /** One adapter per chain namespace the dapp supports. */
  adapters: readonly ChainAdapter[]
  networks: readonly [ChainDefinition, ...ChainDefinition[]]
  defaultNetwork?: ChainDefinition | undefined
  projectId?: string | undefined
  metadata?: KeywayMetadata | undefined
  features?: LocalFeatures | undefined
  defaultAccountTypes?: PreferredAccountTypes | undefined
  /** Catalogue wallet ids listed after the installed wallets (spec §9 "featured" group). */
  featuredWalletIds?: readonly string[] | undefined
  /** The dapp's own wallets (spec §9 "custom" group). */
  customWallets?: readonly CustomWallet[] | undefined
  /**
   * Tokens whose balances the Account view lists, per network, keyed by CAIP-2 id:
   * `{ 'eip155:1': [{ address: '0xA0b8…eB48', symbol: 'USDC', decimals: 6 }] }`. Used when
   * balances are read over chain RPC (no `endpoints.blockchainApi`, and a wallet without
   * asset discovery); `symbol` and `decimals` are read from the chain when left out, and
   * `decimals` must be 1–255 (spec §5 hides zero-decimal balances). An address that does
   * not fit its network, a network that is not in `networks`, or a token listed twice
   * throws InvalidTokensOptionError.
   */
  tokens?: TokensOption | undefined
  /** Linked from the legal checkbox (`features.legalCheckbox`, off by default). */
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  siweConfig?: unknown
  /**
   * What the onramp providers need (spec §4 Onramp): `meldPublicKey`, sent in Meld's URL.
   * Without it only Coinbase is offered. A key with spaces or non-ASCII characters throws
   * InvalidOnrampOptionError.
   */
  onramp?: OnrampOption | undefined
  /**
   * Sign-in with X (spec §2 sign-in flow): creates messages and keeps sessions, e.g.
   * `createSiwxClient` of @keyway/siwx. After a wallet connects without a session, the
   * modal asks the user to sign in.
   */
  siwx?: SiwxConfig | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /**
   * Base URLs of the remote services to use (docs/services.md). None is used by default:
   * without an endpoint, the features that need that service are hidden.
   */
  endpoints?: KeywayEndpoints | undefined
  /**
   * Where the toolkit persists (the connection to restore, recent wallets...). Default: the
   * page's localStorage; in memory on a server or where storage is blocked.
   */
  storage?: StorageLike | undefined
  fetch?: FetchFn | undefined
  now?: (() => number) | undefined
  timers?: Timers | undefined
  /** spec §4: pairing reuse happens on Telegram and iOS Safari only (default: the browser's). */
  platform?: Platform | undefined
  logger?: Logger | undefined
  /**
   * The configuration alerts (missing project id, page origin not on the project's allowed
   * list; docs/services.md). Each is also shown in the modal's banner; without this
   * callback it goes to the logger too.
   */
  onAlert?: ((alert: ConfigAlert) => void) | undefined
  /**
   * The embedded wallet's frame gave up: 'iframe_load_failed' (it did not load within 20 s)
   * or 'iframe_request_timeout' (a request got no answer within its limit). The login or
   * request also fails with its own error; this is for the dapp's monitoring.
   */
  onEmbeddedWalletTimeout?: ((reason: EmbeddedWalletTimeoutReason) => void) | undefined
  sdkVersion?: string | undefined
}

/**
 * The state a dapp reads: one valtio proxy holding each part's own proxy, so
 * `snapshot(client.state)` and `subscribe` see every change. Read it, never write it:
 * actions change it.
 */
export type KeywayState = {
  readonly account: KeywayInternals['account']['state']
  readonly chain: KeywayInternals['chain']['state']
  readonly connection: KeywayInternals['connection']['state']
  readonly connector: KeywayInternals['connector']['state']
  readonly modal: KeywayInternals['modal']['state']
  readonly balance: KeywayInternals['balance']['state']
  /** The send form (spec §3 Send state). */
  readonly send: KeywayInternals['send']['state']
  readonly theme: KeywayInternals['theme']['state']
  readonly options: KeywayInternals['options']['state']
  /** The modal's current view and back-history (spec §2). */
  readonly router: KeywayInternals['router']['state']
  /** Whether the wallet catalogue's first page and featured wallets have loaded. */
  readonly walletCatalogue: KeywayInternals['walletCatalogue']['state']
}

/** What `createKeyway` returns: pass it to the actions (`connect(client, …)`). */
export type KeywayClient = {
  /** The parameters the client was created with. */
  readonly config: Readonly<CreateKeywayParameters>
  readonly state: KeywayState
  /** Calls `listener` after any change of `state`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Stops listening to the adapters (tests, hot reload, unmount). */
  destroy(): void
  /**
   * Controllers, API clients and adapters, for core's own actions and the adapters. No
   * semver promise: their shape may change in any release. Views and hooks use the
   * declared `KeywayHost` instead (`keywayHost(client)`, docs/host-contract.md).
   */
  readonly _internal: KeywayInternals
}

/** The host contract of `client`: what @keyway/ui and @keyway/react use of it. */
export function keywayHost(client: KeywayClient): KeywayHost
export function keywayHost(client: KeywayClient | undefined): KeywayHost | undefined
export function keywayHost(client: KeywayClient | undefined): KeywayHost | undefined {
  return client?._internal.host
}

export type KeywayInternals = ReturnType<typeof createInternals>

export function createKeyway(parameters: CreateKeywayParameters): KeywayClient {
  const internals = createInternals(parameters)
  const state: KeywayState = proxy({
    account: internals.account.state,
    chain: internals.chain.state,
    connection: internals.connection.state,
    connector: internals.connector.state,
    modal: internals.modal.state,
    balance: internals.balance.state,
    send: internals.send.state,
    theme: internals.theme.state,
    options: internals.options.state,
    router: internals.router.state,
    walletCatalogue: internals.walletCatalogue.state,
  })
  return {
    config: parameters,
    state,
    subscribe: (listener) => subscribe(state, () => listener()),
    destroy: internals.stopWatching,
    _internal: internals,
  }
}

/**
 * Builds the controllers in dependency order (each is handed only what was built before
 * it), so there is no late binding and no hidden cycle.
 */
function createInternals(parameters: CreateKeywayParameters) {
  const now = parameters.now ?? (() => Date.now())
  const logger: Logger = parameters.logger ?? { warn: (...args) => console.warn(...args) }
  const endpoints: KeywayEndpoints = { ...parameters.endpoints }
  validateTokensOption(parameters.tokens, parameters.networks)
  const onrampOption = validateOnrampOption(parameters.onramp)
  const sdkVersion = parameters.sdkVersion ?? '0.0.0'

  const adapters = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of parameters.adapters) {
    if (adapters.has(adapter.namespace)) {
      logger.warn(`A second ${adapter.namespace} adapter was ignored`)
      continue
    }
    adapters.set(adapter.namespace, adapter)
  }
  warnUnmatchedNamespaces(adapters, parameters.networks, logger)
  warnMissingEndpoints(endpoints, parameters.features, logger)

  const notification = createNotificationController({ timers: parameters.timers })
  const platform = parameters.platform ?? createPlatform()
  const options = createOptionsController({
    options: {
      projectId: parameters.projectId,
      networks: parameters.networks,
      defaultNetwork: parameters.defaultNetwork,
      features: parameters.features,
      siweConfig: parameters.siweConfig,
      siwx: parameters.siwx,
      defaultAccountTypes: parameters.defaultAccountTypes,
      featuredWalletIds: parameters.featuredWalletIds,
      customWallets: parameters.customWallets,
      termsConditionsUrl: parameters.termsConditionsUrl,
      privacyPolicyUrl: parameters.privacyPolicyUrl,
      unavailableFeatures: unavailableFeatures(endpoints, parameters.features).features,
    },
    logger,
    // A configuration alert does not close by itself: the dapp's team must see it.
    alert: (alert) => {
      if (parameters.onAlert) parameters.onAlert(alert)
      else logger.warn(alert.error.shortMessage, alert.error.details)
      notification.showError(alert.error, { autoClose: false })
    },
  })
  const projectId = options.state.projectId
  const api = createApiClients({
    endpoints,
    projectId,
    sdkType: KEYWAY_SDK_TYPE,
    sdkVersion,
    fetch: parameters.fetch,
    timers: parameters.timers,
    now,
    analyticsOff: parameters.features?.analytics === false,
  })

  // One catalogue per client: the Connect view, All Wallets and a dapp's own list share
  // its requests (only wallets supporting a configured network are listed).
  const chains = parameters.networks.map((network) => network.caipNetworkId)
  const walletCatalogue = createWalletCatalogue({
    api: api.catalogue,
    chains,
    // Without a catalogue service, the bundled well-known wallets (loaded with the list).
    fallback: () =>
      import('../wallet-list/well-known-wallets.js').then((m) => m.wellKnownWalletsFor(chains)),
  })

  const storage = createStorageController({ storage: parameters.storage })
  const account = createAccountController({
    defaultAccountTypes: options.state.defaultAccountTypes,
  })
  const connector = createConnectorController({ storage })

  function isConnected(namespace: ChainNamespace | undefined): boolean {
    return namespace !== undefined && account.getAccountState(namespace).status === 'connected'
  }

  function getActiveConnectorType(namespace: ChainNamespace) {
    const id = connector.getActiveConnectorId(namespace)
    return id ? connector.getConnector(namespace, id)?.type : undefined
  }

  const events = createEventsController({
    now,
    sendEvent: async (event) => {
      await api.analytics?.sendEvent(event)
    },
    isEnabled: () => options.state.features.analytics && api.isAnalyticsEnabled(),
  })
  const chain = createChainController({
    networks: parameters.networks,
    defaultNetwork: parameters.defaultNetwork,
    storage,
    getAccountState: account.getAccountState,
    // The wallet is asked to switch only when it is connected on that namespace; an AUTH
    // connection is connected on the new namespace first.
    switchWalletNetwork: async (network) => {
      const namespace = network.chainNamespace
      if (!isConnected(namespace)) {
        await connectAuthOnNamespaceSwitch(
          {
            getActiveNamespace: (): ChainNamespace | undefined => chain.state.activeNamespace,
            isConnected,
            getActiveConnectorType,
            getAuthConnector: (target) => connector.getConnectorsByType('AUTH', target)[0],
            connect: (auth): Promise<unknown> => connection.connect(auth),
          },
          network,
        )
        events.track('SWITCH_NETWORK', { network: network.caipNetworkId })
        return
      }
      const adapter = adapters.get(namespace)
      if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
      await adapter.switchNetwork({
        network,
        connectorId: connector.getActiveConnectorId(namespace),
      })
      // The wallet agreed: the network changes now (a refusal throws before this).
      events.track('SWITCH_NETWORK', { network: network.caipNetworkId })
    },
  })

  const theme = createThemeController({
    themeMode: parameters.themeMode,
    themeVariables: parameters.themeVariables,
  })

  const modal = createModalController({
    isConnected: () => isConnected(chain.state.activeNamespace),
    onOpenChange: (open, connected) =>
      events.track(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected }),
    timers: parameters.timers,
  })
  const router = createRouterController({
    closeModal: () => {
      modal.close()
    },
    getActiveNamespace: () => chain.state.activeNamespace,
    getActiveCaipNetworkId: () => chain.state.activeCaipNetwork?.caipNetworkId,
    isNamespaceConnected: isConnected,
    getConnectorType: getActiveConnectorType,
    track: events.track,
  })
  const navigation = createModalNavigation({
    router,
    modal,
    isConnected: () => isConnected(chain.state.activeNamespace),
  })

  const features: FeatureControllers = createFeatureControllers({
    adapters,
    blockchainApi: api.blockchain,
    account,
    chain,
    connector,
    storage,
    router,
    notification,
    events,
    modal,
    tokens: parameters.tokens,
    timers: parameters.timers,
    now,
    projectId: () => options.state.projectId,
    meldPublicKey: onrampOption.meldPublicKey,
  })

  const connection = createConnectionController({
    getAdapter: (namespace) => adapters.get(namespace),
    namespaces: () => [...adapters.keys()],
    account,
    chain,
    connector,
    storage,
    track: events.track,
    now,
    platform,
    resetSend: features.send.resetSend,
    afterDisconnect: () => {
      features.emailLogin.onDisconnect()
      features.resetBalances()
      // The history is the account's own: not kept for whoever connects next.
      features.transactions.resetTransactions()
      features.swap.reset()
    },
  })

  connection.showStoredAccounts()

  const embeddedWallet = createEmbeddedWalletLoader({
    endpoints,
    projectId,
    sdkVersion,
    sdkType: KEYWAY_SDK_TYPE,
    theme,
    metadata: parameters.metadata,
    onTimeout: parameters.onEmbeddedWalletTimeout,
    adapters,
    storage,
    features,
    account,
    chain,
    connector,
    connection,
    router,
    navigation,
    notification,
    modal,
  })

  const stopAdapters = watchAdapters({
    adapters: [...adapters.values()],
    connector,
    connection,
    chain,
  })

  const siwx = parameters.siwx
    ? createSiwxLoader({
        siwx: parameters.siwx,
        adapters,
        account,
        chain,
        connector,
        connection,
        modal,
        navigation,
        notification,
        events,
        logger,
      })
    : undefined

  const host = createKeywayHost({
    account,
    chain,
    connection,
    connector,
    modal,
    router,
    navigation,
    notification,
    theme,
    options,
    storage,
    balance: features.balance,
    send: features.send,
    transactions: features.transactions,
    emailLogin: features.emailLogin,
    walletCatalogue,
    catalogueApi: api.catalogue,
    blockchainApi: api.blockchain,
    swap: features.swap,
    onramp: features.onramp,
    embeddedWallet,
    siwx,
  })

  return {
    metadata: parameters.metadata,
    adapters: adapters as ReadonlyMap<ChainNamespace, ChainAdapter>,
    api,
    walletCatalogue,
    logger,
    options,
    storage,
    account,
    chain,
    connector,
    connection,
    events,
    notification,
    theme,
    modal,
    router,
    navigation,
    ...features,
    /**
     * The email login and approval step of the embedded wallet (spec §4, §2), when the dapp
     * named a frame host and a project id; its module loads beside the first paint.
     */
    embeddedWallet,
    /** Sign-in, when the dapp passed a `siwx` option. */
    siwx,
    isConnected,
    /** The page's origin, checked against the project's allowed origins at start. */
    pageOrigin: (): string | undefined =>
      platform.origin ? platform.origin() : readBrowserEnvironment().origin,
    /** What views and hooks may use (docs/host-contract.md). */
    host,
    stopWatching: () => {
      stopAdapters()
      embeddedWallet?.stop()
      features.stopFeatures()
      siwx?.stop()
    },
  }
}

/**
 * spec §8: a console warning when no connector or network is found for a namespace: an
 * adapter whose namespace has no configured network, or networks of a namespace no
 * adapter serves (nothing could connect there).
 */
function warnUnmatchedNamespaces(
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
  networks: readonly ChainDefinition[],
  logger: Logger,
): void {
  const networkNamespaces = new Set(networks.map((network) => network.chainNamespace))
  const namespaces = new Set([...adapters.keys(), ...networkNamespaces])
  for (const namespace of namespaces) {
    if (!adapters.has(namespace) || !networkNamespaces.has(namespace)) {
      logger.warn(noConnectorOrNetworkWarning(namespace))
    }
  }
}
