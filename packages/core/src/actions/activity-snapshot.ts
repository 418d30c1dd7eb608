/**
 * What the activity actions return and tell watchers: the transactions controller's list
 * for the connected account, read in one place so the three actions agree.
 */
import type { Transaction } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { TransactionsByYear } from '../features/activity/controller.js'

export type ActivitySnapshot = {
  /** The transactions loaded so far, newest first, spam and other chains left out (docs/validation.md#balances-and-activity). */
  transactions: readonly Transaction[]
  /** docs/state.md#transaction-history: grouped by year, then month index (0–11), newest first. */
  transactionsByYear: TransactionsByYear
  /** Onramp purchases, when asked for with `onramp` (docs/services.md#calls history `onramp` filter). */
  onrampTransactionsByYear: TransactionsByYear
  /** A page is on its way. */
  loading: boolean
  /** The first page has been answered (or has failed) for this account and network. */
  fetched: boolean
  /** The account has no transactions on this network. */
  empty: boolean
  /** Another page can be loaded (`loadMoreActivity`). */
  hasMore: boolean
  /** docs/errors.md#account-activity 'Failed to fetch transactions' after the last fetch failed. */
  error: string | undefined
}

/** The connected eip155 address on the active network (docs/overview.md#chain-namespaces-per-feature: activity is eip155 only). */
export function activityAccount(client: KeywayClient): string | undefined {
  const { activeNamespace, activeCaipNetwork } = client._internal.chain.state
  if (activeNamespace !== 'eip155' || !activeCaipNetwork) return undefined
  if (client._internal.chain.isUnsupportedNetwork()) return undefined
  return client._internal.account.getAccountState(activeNamespace).address
}

/** Whether the controller's list belongs to the active account and network. */
export function isActivityCurrent(client: KeywayClient, address: string): boolean {
  const state = client._internal.transactions.state
  return (
    state.fetched &&
    state.accountInView?.toLowerCase() === address.toLowerCase() &&
    state.lastNetworkInView === client._internal.chain.state.activeCaipNetwork?.caipNetworkId
  )
}

export function readActivity(client: KeywayClient): ActivitySnapshot {
  const state = client._internal.transactions.state
  return {
    transactions: state.transactions,
    transactionsByYear: state.transactionsByYear,
    onrampTransactionsByYear: state.coinbaseTransactions,
    loading: state.loading,
    fetched: state.fetched,
    empty: state.empty,
    hasMore: state.next !== undefined,
    error: state.error,
  }
}
