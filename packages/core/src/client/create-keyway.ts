/**
 * `createKeyway(options)` builds one client: every controller and its valtio store is
 * made here and wired by passing dependencies (docs/architecture.md#client-not-globals), so two
 * clients on one page share nothing. The wiring runs in named steps, one file each:
 * wire-settings (options, adapters, service clients, wallet catalogue), wire-session
 * (storage, account, connector, events, chain), wire-modal (theme, modal, router,
 * navigation), the features' states (feature-shell; their registry, create-feature-controllers,
 * is a chunk of its own), the connection, and
 * wire-wallet-services (embedded wallet, adapter watching, sign-in); then the host.
 */
import { proxy, subscribe } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../chains/types.js'
import { createConnectionController } from '../controllers/connection.js'
import { createEmailLoginShell } from '../controllers/email-login-state.js'
import { createKeywayHost } from '../host/create-host.js'
import type { KeywayHost } from '../host/keyway-host.js'
import { createFeatureShell, type FeatureShell, loadWithFirstAccount } from './feature-shell.js'
import type { CreateKeywayParameters } from './parameters.js'
import { readBrowserEnvironment } from './platform.js'
import { wireModal } from './wire-modal.js'
import { wireSession } from './wire-session.js'
import { wireSettings } from './wire-settings.js'
import { wireWalletServices } from './wire-wallet-services.js'

export {
  type CreateKeywayParameters,
  KEYWAY_SDK_TYPE,
  type KeywayMetadata,
} from './parameters.js'

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
  /** The send form (docs/state.md#send-state). */
  readonly send: KeywayInternals['send']['state']
  readonly theme: KeywayInternals['theme']['state']
  readonly options: KeywayInternals['options']['state']
  /** The modal's current view and back-history (docs/views.md#opening-the-modal). */
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
 * it), so there is no late binding and no hidden cycle; the chain's network switch calls
 * the connection's, made after it, only once the client is running.
 */
function createInternals(parameters: CreateKeywayParameters) {
  const settings = wireSettings(parameters)
  const { now, logger, endpoints, sdkVersion, adapters, notification, platform } = settings
  const { options, projectId, api, walletCatalogue } = settings
  const session = wireSession(parameters, settings, (network) =>
    connection.switchWalletNetwork(network),
  )
  const { storage, account, connector, events, chain, isConnected } = session
  const { theme, modal, router, navigation } = wireModal(parameters, session)

  // The features' states are here from the start; their registry is one chunk, loaded with
  // the first call that needs it or once there is an account to show (watchFirstAccount).
  const features: FeatureShell = createFeatureShell({
    hasBlockchainApi: api.blockchain !== undefined,
    sources: { account, chain },
    loadRegistry: async (states) =>
      (await import('./create-feature-controllers.js')).createFeatureControllers({
        adapters,
        blockchainApi: api.blockchain,
        account,
        chain,
        connector,
        router,
        notification,
        events,
        modal,
        tokens: parameters.tokens,
        timers: parameters.timers,
        now,
        projectId: () => options.state.projectId,
        meldPublicKey: settings.onrampOption.meldPublicKey,
        states,
      }),
  })
  // The email login's state; its rules load with the embedded wallet (features/embedded-wallet).
  const emailLogin = createEmailLoginShell(storage)

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
      emailLogin.clearLoginCache()
      features.resetBalances()
      // The history is the account's own: not kept for whoever connects next.
      features.transactions.resetTransactions()
      features.swap.reset()
    },
  })

  connection.showStoredAccounts()
  const stopFirstAccount = loadWithFirstAccount(account, () => void features.loadFeatures())

  const { embeddedWallet, stopAdapters, siwx } = wireWalletServices(parameters, {
    endpoints,
    projectId,
    sdkVersion,
    theme,
    adapters,
    storage,
    features: { emailLogin, now },
    account,
    chain,
    connector,
    connection,
    router,
    navigation,
    notification,
    modal,
    events,
    logger,
  })

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
    emailLogin,
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
    emailLogin,
    /**
     * The email login and approval step of the embedded wallet (docs/embedded-wallet.md#email-login, docs/views.md#navigation-rules), when the dapp
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
      stopFirstAccount()
      stopAdapters()
      embeddedWallet?.stop()
      features.stopFeatures()
      siwx?.stop()
    },
  }
}
