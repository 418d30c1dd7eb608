/**
 * Transactions controller: the wallet's activity (docs/state.md#transaction-history,
 * docs/account-features.md#activity, docs/validation.md#balances-and-activity spam and chain filters, docs/errors.md#account-activity 'Failed to fetch transactions').
 */
import type { Transaction, TransactionHistoryResponse } from '../../api/types.js'
import type { CaipNetworkId } from '../../chains/types.js'
import { AccountAddressRequiredError, FetchTransactionsError } from '../../errors/account.js'
import {
  createTransactionsState,
  initialTransactionsState,
  setNetworkInView as setStateNetworkInView,
  type TransactionsByYear,
  type TransactionsState,
} from './state.js'

export type { TransactionsByYear, TransactionsState } from './state.js'

export type FetchHistoryParameters = {
  account: string
  cursor?: string | undefined
  onramp?: string | undefined
  chainId?: CaipNetworkId | undefined
  signal?: AbortSignal | undefined
}

export type TransactionsDeps = {
  /** Blockchain API history (docs/services.md#calls GET /v1/account/{account}/history). */
  fetchHistory: (parameters: FetchHistoryParameters) => Promise<TransactionHistoryResponse>
  getActiveCaipNetworkId: () => CaipNetworkId | undefined
  /** Shows the error banner (the notification controller's showError). */
  showError: (message: string) => void
  /** Sends an analytics error event (the events controller's trackError). */
  trackError: (event: string, error: unknown) => void
}

export type FetchTransactionsOptions = {
  /** 'coinbase' fetches the onramp purchases into coinbaseTransactions. */
  onramp?: 'coinbase' | undefined
  signal?: AbortSignal | undefined
}

/** Analytics event name of a failed history fetch. */
export const FETCH_TRANSACTIONS_ERROR_EVENT = 'ERROR_FETCH_TRANSACTIONS'

/** docs/validation.md#balances-and-activity: hidden when the transaction has transfers and every one is flagged spam. */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/** docs/validation.md#balances-and-activity: spam hidden, and only transactions of the active chain kept. */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: CaipNetworkId | undefined,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      !isSpamTransaction(transaction) &&
      (caipNetworkId === undefined || transaction.metadata.chain === caipNetworkId),
  )
}

/**
 * docs/state.md#embedded-wallet-user: grouped by year, then month index, newest first (in the user's calendar, so
 * a late-evening transaction lands in the month the user saw it happen).
 */
export function groupTransactionsByYear(
  transactions: readonly Transaction[],
  into: TransactionsByYear = {},
): TransactionsByYear {
  const grouped: TransactionsByYear = {}
  for (const [year, months] of Object.entries(into)) {
    grouped[Number(year)] = Object.fromEntries(
      Object.entries(months).map(([month, list]) => [month, [...list]]),
    )
  }
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const year = minedAt.getFullYear()
    const month = minedAt.getMonth()
    const months = grouped[year] ?? {}
    grouped[year] = months
    const list = months[month] ?? []
    months[month] = list
    if (!list.some((entry) => entry.id === transaction.id)) list.push(transaction)
  }
  for (const months of Object.values(grouped)) {
    for (const list of Object.values(months)) {
      list.sort((a, b) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt))
    }
  }
  return grouped
}

/**
 * The controller over `state` (the entry makes the state at client creation and this
 * controller on the first fetch; a test may let it make its own).
 */
export function createTransactionsController(
  deps: TransactionsDeps,
  state: TransactionsState = createTransactionsState(),
) {
  /** One request per list at a time: a scroll sentinel and a hook asking together share it. */
  const inFlight: Partial<Record<'history' | 'onramp', { key: string; request: Promise<void> }>> =
    {}
  /**
   * The account and network whose failure each list has shown. A poll (the onramp purchase
   * watch asks every few seconds) that keeps failing shows one banner, not one per poll,
   * until a fetch of that list succeeds again or another account or network fails.
   */
  const failureShown: Partial<Record<'history' | 'onramp', string>> = {}

  /** Forgets the list (disconnect); a failure after the next connection is shown again. */
  function resetTransactions() {
    Object.assign(state, initialTransactionsState(state.lastNetworkInView))
    delete failureShown.history
    delete failureShown.onramp
  }

  /** docs/state.md#transaction-history: the list is reset when the network in view changes. */
  function setNetworkInView(caipNetworkId: CaipNetworkId | undefined) {
    setStateNetworkInView(state, caipNetworkId)
  }

  function setAccountInView(accountAddress: string) {
    if (accountAddress.toLowerCase() === state.accountInView?.toLowerCase()) return
    Object.assign(state, initialTransactionsState(state.lastNetworkInView, accountAddress))
  }

  /**
   * Fetches the next page (docs/account-features.md#activity); failures are shown, tracked, kept in `error` and not
   * thrown. A fetch cancelled through `signal` changes nothing and reports nothing.
   */
  function fetchTransactions(
    accountAddress: string | undefined,
    options: FetchTransactionsOptions = {},
  ): Promise<void> {
    if (!accountAddress) return Promise.reject(new AccountAddressRequiredError())
    const caipNetworkId = deps.getActiveCaipNetworkId()
    setNetworkInView(caipNetworkId)
    setAccountInView(accountAddress)
    const list = options.onramp === 'coinbase' ? 'onramp' : 'history'
    const key = `${accountAddress.toLowerCase()}@${caipNetworkId}`
    const running = inFlight[list]
    if (running?.key === key) return running.request
    const request = fetchPage(accountAddress, caipNetworkId, options, (outcome) => {
      if (outcome === 'ok') delete failureShown[list]
      else if (failureShown[list] === key) return false
      else failureShown[list] = key
      return true
    }).finally(() => {
      if (inFlight[list]?.request === request) delete inFlight[list]
      // A request for a list the user has left may end while the new list's is running.
      if (!inFlight.history && !inFlight.onramp) state.loading = false
    })
    inFlight[list] = { key, request }
    return request
  }

  async function fetchPage(
    accountAddress: string,
    caipNetworkId: CaipNetworkId | undefined,
    options: FetchTransactionsOptions,
    /** Records the outcome; for a failure, whether it is new and so shown and reported. */
    settle: (outcome: 'ok' | 'failed') => boolean,
  ): Promise<void> {
    state.loading = true
    state.error = undefined
    // Still the list this request was made for (network and account unchanged)?
    const current = () =>
      deps.getActiveCaipNetworkId() === caipNetworkId && state.accountInView === accountAddress
    try {
      const response = await deps.fetchHistory({
        account: accountAddress,
        cursor: options.onramp === 'coinbase' ? undefined : state.next,
        onramp: options.onramp,
        chainId: caipNetworkId,
        signal: options.signal,
      })
      // The answer may belong to a network or account the user has left meanwhile: drop it.
      if (!current()) return
      settle('ok')
      const page = filterTransactions(response.data, caipNetworkId)
      if (options.onramp === 'coinbase') {
        state.coinbaseTransactions = groupTransactionsByYear(page, state.coinbaseTransactions)
        return
      }
      const known = new Set(state.transactions.map((transaction) => transaction.id))
      const fresh = page.filter((transaction) => !known.has(transaction.id))
      state.transactions = [...state.transactions, ...fresh]
      state.transactionsByYear = groupTransactionsByYear(fresh, state.transactionsByYear)
      state.empty = state.transactions.length === 0 && page.length === 0
      state.next = response.next ?? undefined
      state.fetched = true
    } catch (error) {
      // Cancelled by its caller (a view that closed): not a failure to show or report.
      if (options.signal?.aborted || !current()) return
      const failure = new FetchTransactionsError({ cause: error })
      if (settle('failed')) {
        deps.showError(failure.shortMessage)
        deps.trackError(FETCH_TRANSACTIONS_ERROR_EVENT, failure)
      }
      state.error = failure.shortMessage
      state.empty = true
      state.next = undefined
      state.fetched = true
    }
  }

  return { state, fetchTransactions, resetTransactions, setNetworkInView }
}

export type TransactionsController = ReturnType<typeof createTransactionsController>
