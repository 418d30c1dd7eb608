/**
 * The feature registry of one client: each feature of src/features/ (send, activity, names,
 * swap, onramp, batched calls, permissions) is made from the FeatureContext built here; the
 * balances (controller and polling) are wired here too. The client loads this module as one
 * chunk, after its first load (feature-shell.ts holds the states until then), so nothing of
 * it is in the code a page fetches before the first click.
 */
import { subscribeKey } from 'valtio/vanilla/utils'
import type { ChainAdapter } from '../adapter/types.js'
import type { BlockchainApiClient } from '../api/blockchain-api.js'
import type { CaipNetworkId, ChainNamespace } from '../chains/types.js'
import { DEFAULT_POLLING_INTERVAL_MS } from '../constants/service-timing.js'
import type { AccountController } from '../controllers/account.js'
import type { BalanceAccount, BalanceController } from '../controllers/balance.js'
import {
  createBalancePolling,
  documentVisibility,
  type PageVisibility,
} from '../controllers/balance-polling.js'
import { createBalanceState, tokenBalancesNotLoaded } from '../controllers/balance-state.js'
import type { BalanceState } from '../controllers/balance-types.js'
import type { ChainController } from '../controllers/chain.js'
import type { ConnectorController } from '../controllers/connector.js'
import { createErrorEvents } from '../controllers/error-events.js'
import type { EventsController } from '../controllers/events.js'
import type { ModalController } from '../controllers/modal.js'
import {
  defaultTimers,
  type NotificationController,
  type Timers,
} from '../controllers/notification.js'
import type { RouterController } from '../controllers/router.js'
import { createRouterRequests } from '../controllers/router-requests.js'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/chain.js'
import { createActivityFeature } from '../features/activity/entry.js'
import type { TransactionsState } from '../features/activity/state.js'
import { createCallsFeature } from '../features/calls/entry.js'
import type { FeatureContext } from '../features/context.js'
import { createNamesFeature } from '../features/names/entry.js'
import { createOnrampFeatureFor, type OnrampFeatureState } from '../features/onramp/entry.js'
import { createPermissionsFeature } from '../features/permissions/entry.js'
import { createSendFeature } from '../features/send/entry.js'
import type { SendState } from '../features/send/state.js'
import { createSwapFeatureFor, type SwapFeatureState } from '../features/swap/entry.js'
import { defineLazyFeature } from '../lazy/define-lazy-feature.js'
import type { TokensOption } from '../types/tokens.js'
import { type AskedFor, activeAccountOf, balanceAccountOf } from './asked-for.js'

/** The features' states, made before the registry so watchers have them from the start. */
export type FeatureStates = {
  balance: BalanceState
  send: SendState
  transactions: TransactionsState
  swap: SwapFeatureState
  onramp: OnrampFeatureState
}

export type FeatureControllersDeps = {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Absent without a project id: remote lookups then give empty results. */
  blockchainApi: BlockchainApiClient | undefined
  account: Pick<AccountController, 'getAccountState'> &
    Partial<Pick<AccountController, 'state' | 'setProfile'>>
  chain: Pick<ChainController, 'state' | 'findNetwork' | 'isUnsupportedNetwork'>
  connector: Pick<ConnectorController, 'getActiveConnectorId'>
  router: RouterController
  notification: Pick<NotificationController, 'showError'>
  events: Pick<EventsController, 'track' | 'record' | 'send'>
  /** Balances poll while it is open (docs/limits.md#timing default polling interval). */
  modal: Pick<ModalController, 'state' | 'close'>
  /** The dapp's tokens per network, read over chain RPC without a blockchain API. */
  tokens?: TokensOption | undefined
  timers?: Timers | undefined
  visibility?: PageVisibility | undefined
  now: () => number
  /** The app's project id: Meld's external customer id (docs/account-features.md#onramp). */
  projectId?: (() => string | undefined) | undefined
  /** Meld's public key (docs/account-features.md#onramp); without it Meld is not offered. */
  meldPublicKey?: string | undefined
  /** The states the client made before loading the registry (feature-shell.ts). */
  states?: Partial<FeatureStates> | undefined
}

export function createFeatureControllers(deps: FeatureControllersDeps) {
  const { chain } = deps

  const activeAccount = () => activeAccountOf(deps)
  /** A call asked for before this registry loaded: answered for what was active then. */
  let asked: AskedFor | undefined

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = deps.adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
    return adapter
  }

  function networkOf(caipNetworkId: CaipNetworkId) {
    const network = chain.findNetwork(caipNetworkId)
    if (!network) throw new NetworkNotFoundError({ details: caipNetworkId })
    return network
  }

  const context: FeatureContext = {
    blockchainApi: deps.blockchainApi,
    adapters: deps.adapters,
    account: deps.account,
    chain,
    connector: deps.connector,
    now: deps.now,
    activeAccount,
    adapterFor,
    networkInView: () => (asked ? asked.network : chain.state.activeCaipNetwork?.caipNetworkId),
  }

  const blockchainApi = deps.blockchainApi
  /** The account whose balances are shown (or were, when the call was asked). */
  const balanceAccount = (): BalanceAccount | undefined =>
    asked ? asked.balance : balanceAccountOf(deps)
  let pinnedAccount: { account: BalanceAccount | undefined } | undefined
  /** How many times the balances were forgotten (disconnect). */
  let balanceResets = 0
  const states = deps.states ?? {}
  const balanceState = states.balance ?? createBalanceState()
  // The controller and its sources load with the first fetch (balance-wiring.ts).
  const balanceLoad = defineLazyFeature(async () =>
    (await import('../controllers/balance-wiring.js')).createBalanceWiring(
      {
        // A first fetch runs once the code has loaded, for the account active when it was
        // asked (a disconnect meanwhile must not turn it into no answer); later ones as before.
        getActiveAccount: () => (pinnedAccount ? pinnedAccount.account : balanceAccount()),
        isNetworkSupported: (id) => chain.findNetwork(id) !== undefined,
        // docs/services.md#calls: the blockchain API only when its endpoint is set (balance lookups in usd).
        fetchBalances: blockchainApi
          ? async ({ address, caipNetworkId, signal, forceUpdate }) =>
              (
                await blockchainApi.getBalance({
                  address,
                  chainId: caipNetworkId,
                  signal,
                  ...(forceUpdate ? { forceUpdate } : {}),
                })
              ).balances
          : undefined,
        getAdapter: (namespace) => deps.adapters.get(namespace),
        getConnectorId: (namespace) => deps.connector.getActiveConnectorId(namespace),
        networkOf,
        adapterFor,
        tokens: deps.tokens,
        fetchNativeBalance: async ({ address, caipNetworkId, signal }) => {
          const network = networkOf(caipNetworkId)
          return adapterFor(network.chainNamespace).getBalance({ address, network, signal })
        },
        showError: deps.notification.showError,
        now: deps.now,
      },
      balanceState,
    ),
  )
  /**
   * The controller once loaded; else it loads, then `call` runs on it for the account
   * active now (the controller reads it as it starts, before its first await).
   */
  function withBalance<T>(call: (controller: BalanceController) => Promise<T>): Promise<T> {
    const loaded = balanceLoad.current
    if (loaded) return call(loaded.controller)
    const account = balanceAccount()
    const resetsBefore = balanceResets
    return balanceLoad.load().then((wiring) => {
      pinnedAccount = { account }
      try {
        return call(wiring.controller)
      } finally {
        pinnedAccount = undefined
        // A disconnect while the code loaded came after this fetch began: it forgets it.
        if (balanceResets !== resetsBefore) wiring.reset()
      }
    })
  }
  const balance: BalanceController = {
    state: balanceState,
    fetchNativeBalance: (options) => withBalance((loaded) => loaded.fetchNativeBalance(options)),
    fetchTokenBalances: (options) =>
      withBalance((loaded) => loaded.fetchTokenBalances(options)).catch(() =>
        tokenBalancesNotLoaded(balanceState, activeAccount() !== undefined),
      ),
    // Before the code has loaded only a fetch under way has anything to forget (withBalance).
    reset: () => {
      balanceResets += 1
      balanceLoad.current?.controller.reset()
    },
  }

  const polling = createBalancePolling({
    isModalOpen: () => deps.modal.state.open,
    onModalChange: (listener) => subscribeKey(deps.modal.state, 'open', listener),
    visibility: deps.visibility ?? documentVisibility(),
    timers: deps.timers ?? defaultTimers(),
    intervalMs: DEFAULT_POLLING_INTERVAL_MS,
    refresh: () => {
      if (!activeAccount()) return
      // Failures are on screen already (banner, stale marks); a poll has nobody to tell.
      balance.fetchNativeBalance().catch(() => undefined)
      void balance.fetchTokenBalances()
    },
  })

  function resetBalances() {
    balanceResets += 1
    balanceLoad.current?.reset()
  }

  /**
   * docs/account-features.md#send and Swap: after a transfer the balances are read again, whatever the cache
   * holds. The blockchain API client keeps an answer for its cache window: a forced update
   * replaces it, so the list read next is the one after the transfer.
   */
  async function refreshAfterTransfer() {
    const active = activeAccount()
    if (blockchainApi && active) {
      await blockchainApi
        .getBalance({
          address: active.address,
          chainId: active.network.caipNetworkId,
          forceUpdate: true,
        })
        .catch(() => undefined)
    }
    balance.fetchNativeBalance({ force: true }).catch(() => undefined)
    return balance.fetchTokenBalances({ force: true })
  }

  const send = createSendFeature(
    context,
    {
      // docs/account-features.md#send: on success the balance is updated, whatever the cache holds.
      refreshBalance: refreshAfterTransfer,
      router: {
        state: deps.router.state,
        goBackToIndex: deps.router.goBackToIndex,
        reset: deps.router.reset,
        // The send's step (docs/views.md#the-send-flow): its rules come with this chunk.
        ...createRouterRequests(deps.router, { closeModal: () => deps.modal.close() }),
      },
      track: deps.events.track,
      showError: (failure) => deps.notification.showError(failure),
    },
    states.send,
  )

  // The names lookup (docs/services.md#calls profile calls), loaded on first use; none without the API.
  const names = createNamesFeature(context, { track: deps.events.track })

  const transactions = createActivityFeature(
    context,
    {
      showError: deps.notification.showError,
      // The activity reports its failures as error events (their cap is error-events.ts).
      trackError: createErrorEvents(deps.events, deps.now).trackError,
    },
    states.transactions,
  )

  // docs/account-features.md#swap (eip155) and Onramp: made on first use (their entries load the rest).
  const swap = createSwapFeatureFor(
    context,
    { refreshBalances: refreshAfterTransfer, track: deps.events.track },
    states.swap,
  )
  const onramp = createOnrampFeatureFor(
    context,
    { projectId: () => deps.projectId?.(), meldPublicKey: deps.meldPublicKey },
    states.onramp,
  )

  return {
    /**
     * Starts `call` as if asked for `subject` (the shell's calls made before this registry
     * loaded): the balances and activity it starts are for that account and network.
     */
    whileAsked<T>(subject: AskedFor, call: () => T): T {
      asked = subject
      try {
        return call()
      } finally {
        asked = undefined
      }
    },
    balance,
    /** Forgets the balances and the wallet's capabilities (disconnect). */
    resetBalances,
    send,
    /** The names lookup and registration; undefined without the blockchain API. */
    getNames: () => names?.names,
    transactions,
    swap,
    onramp,
    /** Batched calls (sendCalls and its status), loaded on first use. */
    calls: createCallsFeature(),
    /** Smart-session permissions (grant, revoke, the active list), loaded on first use. */
    permissions: createPermissionsFeature({ blockchainApi, now: deps.now }),
    /** Stops polling (client destroy). */
    stopFeatures: () => {
      polling.stop()
      swap.cancelQuote()
      names?.stop()
    },
  }
}

export type FeatureControllers = ReturnType<typeof createFeatureControllers>
