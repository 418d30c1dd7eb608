/**
 * The features of one client as the first load holds them (docs/first-load.md#cores-feature-registry):
 * each feature's state, made here with its initial value so `client.state`, the host and
 * every watcher read and subscribe from the start, and the form setters of Send, which only
 * write that state. Everything else of the features (the balances and their polling, send,
 * activity, names, swap, onramp, batched calls, permissions: create-feature-controllers.ts)
 * is one chunk, the feature registry, loaded by `loadFeatures()`: with the first call that
 * needs it, or earlier when the client asks (an account to show). Each member keeps its
 * controller's signature: what returns a promise waits for the registry, what is synchronous
 * acts on the loaded registry, and before it there is nothing of it to act on.
 */
import { proxy, subscribe } from 'valtio/vanilla'
import type { AccountControllerState } from '../controllers/account.js'
import type { BalanceController } from '../controllers/balance.js'
import { createBalanceState, tokenBalancesNotLoaded } from '../controllers/balance-state.js'
import type { TransactionsController } from '../features/activity/controller.js'
import {
  createTransactionsState,
  initialTransactionsState,
  setNetworkInView,
} from '../features/activity/state.js'
import type { CallsFeature } from '../features/calls/entry.js'
import type { LazyNamesController } from '../features/names/entry.js'
import type { OnrampFeature, OnrampFeatureState } from '../features/onramp/entry.js'
import type { PermissionsFeature } from '../features/permissions/entry.js'
import type { SendController } from '../features/send/controller.js'
import { createSendForm, createSendState } from '../features/send/state.js'
import type { SwapFeature, SwapFeatureState } from '../features/swap/entry.js'
import { defineLazyFeature } from '../lazy/define-lazy-feature.js'
import { type AccountSources, askedNow, balanceAccountOf } from './asked-for.js'
import type { FeatureControllers, FeatureStates } from './create-feature-controllers.js'

export type FeatureShell = ReturnType<typeof createFeatureShell>

export type FeatureShellDeps = {
  /** Builds the registry over the states made here (an import() of its chunk). */
  loadRegistry: (states: FeatureStates) => Promise<FeatureControllers>
  /** Whether the blockchain API is configured: names exist only with it, onramp needs it. */
  hasBlockchainApi: boolean
  /** What a call is about is read from these as it is asked (asked-for.ts). */
  sources: AccountSources
}

export function createFeatureShell(deps: FeatureShellDeps) {
  const states: FeatureStates = {
    balance: createBalanceState(),
    send: createSendState(),
    transactions: createTransactionsState(),
    swap: proxy<SwapFeatureState>({ swap: undefined }),
    onramp: proxy<OnrampFeatureState>({ onramp: undefined }),
  }
  let stopped = false
  const registry = defineLazyFeature(() => deps.loadRegistry(states), {
    // Destroyed while it loaded: it stops as it arrives.
    onLoad: (features) => {
      if (stopped) features.stopFeatures()
    },
  })
  /** The registry, loaded on the first call that needs it. */
  const use = (): Promise<FeatureControllers> =>
    registry.current ? Promise.resolve(registry.current) : registry.load()
  /** How many times the balances were forgotten (disconnect) before the registry was here. */
  let resets = 0

  /**
   * Runs `call` on the registry: at once when it is here, else once it arrives, for the
   * account and network active when it was asked; a disconnect meanwhile forgets what it
   * fetched (the disconnected account keeps no balance).
   */
  function withRegistry<T>(call: (features: FeatureControllers) => Promise<T>): Promise<T> {
    const loaded = registry.current
    if (loaded) return call(loaded)
    const subject = askedNow(deps.sources)
    const resetsBefore = resets
    return registry.load().then((features) => {
      const result = features.whileAsked(subject, () => call(features))
      if (resets !== resetsBefore) features.resetBalances()
      return result
    })
  }

  const balance: BalanceController = {
    state: states.balance,
    fetchNativeBalance: (options) => withRegistry((f) => f.balance.fetchNativeBalance(options)),
    fetchTokenBalances: (options) =>
      withRegistry((f) => f.balance.fetchTokenBalances(options)).catch(() =>
        tokenBalancesNotLoaded(states.balance, balanceAccountOf(deps.sources) !== undefined),
      ),
    reset: () => {
      const loaded = registry.current
      if (loaded) loaded.balance.reset()
      else resets += 1
    },
  }

  const send: SendController = {
    state: states.send,
    ...createSendForm(states.send),
    ...forward(() => use().then((f) => f.send), ['send']),
  }

  const transactions: TransactionsController = {
    state: states.transactions,
    fetchTransactions: (accountAddress, fetch) =>
      withRegistry((f) => f.transactions.fetchTransactions(accountAddress, fetch)),
    resetTransactions: () => {
      const loaded = registry.current
      if (loaded) loaded.transactions.resetTransactions()
      else {
        const state = states.transactions
        Object.assign(state, initialTransactionsState(state.lastNetworkInView))
      }
    },
    setNetworkInView: (caipNetworkId) => setNetworkInView(states.transactions, caipNetworkId),
  }

  const names: LazyNamesController = forward(
    // The registry makes names whenever the blockchain API is set, the one case they are handed out.
    () => use().then((f) => f.getNames() as LazyNamesController),
    ['getSuggestions', 'resolveName', 'getNamesForAddress', 'registerName'],
  )

  const swap: SwapFeature = {
    state: states.swap,
    get current() {
      return registry.current?.swap.current
    },
    ...forward(() => use().then((f) => f.swap), ['load', 'scheduleQuote']),
    cancelQuote: () => registry.current?.swap.cancelQuote(),
    reset: () => registry.current?.swap.reset(),
  }

  const onramp: OnrampFeature = {
    state: states.onramp,
    get current() {
      return registry.current?.onramp.current
    },
    available: deps.hasBlockchainApi,
    ...forward(() => use().then((f) => f.onramp), ['load', 'options', 'providerUrl']),
  }

  const calls: CallsFeature = forward(
    () => use().then((f) => f.calls),
    ['sendCalls', 'getCallsStatus', 'getCapabilities', 'showCallsStatus'],
  )
  const permissions: PermissionsFeature = forward(
    () => use().then((f) => f.permissions),
    ['grantPermissions', 'revokePermissions', 'getPermissions'],
  )

  return {
    balance,
    /** Forgets the balances and the wallet's capabilities (disconnect). */
    resetBalances: () => {
      const loaded = registry.current
      if (loaded) loaded.resetBalances()
      else resets += 1
    },
    send,
    /** The names lookup and registration; undefined without the blockchain API. */
    getNames: (): LazyNamesController | undefined =>
      deps.hasBlockchainApi ? (registry.current?.getNames() ?? names) : undefined,
    transactions,
    swap,
    onramp,
    /** Batched calls (sendCalls and its status), loaded on first use. */
    calls,
    /** Smart-session permissions (grant, revoke, the active list), loaded on first use. */
    permissions,
    /** Loads the registry ahead of a call (an account to show); settles either way. */
    loadFeatures: (): Promise<void> =>
      use().then(
        () => undefined,
        () => undefined,
      ),
    /** Stops polling (client destroy), now or as the registry arrives. */
    stopFeatures: () => {
      stopped = true
      registry.current?.stopFeatures()
    },
  }
}

/** The keys of `T` whose values are functions returning a promise. */
type AsyncKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof T]

/** `methods` of the object `target` resolves to, each calling it once it has resolved. */
function forward<T, K extends AsyncKeys<T>>(target: () => Promise<T>, methods: readonly K[]) {
  const facade = {} as Pick<T, K>
  for (const method of methods) {
    ;(facade as Record<K, unknown>)[method] = (...args: unknown[]) =>
      target().then((loaded) => (loaded[method] as (...args: unknown[]) => unknown)(...args))
  }
  return facade
}

/**
 * Calls `load` once an account is to be shown (a returning visitor's stored one, or the
 * first connection): the balances, the activity and the profile name are asked for next.
 * Returns the unsubscribe function.
 */
export function loadWithFirstAccount(
  account: { state: AccountControllerState },
  load: () => void,
): () => void {
  const hasAccount = () =>
    Object.values(account.state.byNamespace).some((state) => state.address !== undefined)
  if (hasAccount()) {
    load()
    return () => undefined
  }
  const unsubscribe = subscribe(account.state, () => {
    if (!hasAccount()) return
    unsubscribe()
    load()
  })
  return unsubscribe
}
