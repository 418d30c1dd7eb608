/**
 * The activity's state (the transaction history of the account in view): made with the
 * client, so views and watchers can read and subscribe before the controller's code has
 * loaded.
 */
import { proxy } from 'valtio/vanilla'
import type { Transaction } from '../../api/types.js'
import type { CaipNetworkId } from '../../chains/types.js'

/** Year → month index (0–11) → transactions of that month, newest first. */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

export type TransactionsState = {
  transactions: Transaction[]
  coinbaseTransactions: TransactionsByYear
  transactionsByYear: TransactionsByYear
  /** The network the list was fetched for; a change resets the list. */
  lastNetworkInView: CaipNetworkId | undefined
  /** The account the list was fetched for; another account resets the list too. */
  accountInView: string | undefined
  /** Whether the first page for this account and network has been answered (or failed). */
  fetched: boolean
  loading: boolean
  /** 'Failed to fetch transactions' after the last fetch failed; else undefined. */
  error: string | undefined
  empty: boolean
  /** Cursor of the next page; undefined when there is none. */
  next: string | undefined
}

/** The empty list for a network (and account) in view. */
export function initialTransactionsState(
  lastNetworkInView: CaipNetworkId | undefined,
  accountInView: string | undefined = undefined,
): TransactionsState {
  return {
    transactions: [],
    coinbaseTransactions: {},
    transactionsByYear: {},
    lastNetworkInView,
    accountInView,
    fetched: false,
    loading: false,
    error: undefined,
    empty: false,
    next: undefined,
  }
}

/** A new, empty activity state. */
export function createTransactionsState(): TransactionsState {
  return proxy<TransactionsState>(initialTransactionsState(undefined))
}

/** Another network in view starts an empty list: one network's history never shows on another. */
export function setNetworkInView(
  state: TransactionsState,
  caipNetworkId: CaipNetworkId | undefined,
) {
  if (caipNetworkId === state.lastNetworkInView) return
  Object.assign(state, initialTransactionsState(caipNetworkId, state.accountInView))
}
