import type { KeywayClient } from '../client/create-keyway.js'
import { AccountAddressRequiredError, FetchTransactionsError } from '../errors/account.js'
import type { BaseError } from '../errors/base.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import {
  type ActivitySnapshot,
  activityAccount,
  isActivityCurrent,
  readActivity,
} from './activity-snapshot.js'

export type LoadMoreActivityParameters = {
  signal?: AbortSignal | undefined
}

export type LoadMoreActivityReturnType = ActivitySnapshot

export type LoadMoreActivityErrorType =
  | AccountAddressRequiredError
  | FetchTransactionsError
  | RequestAbortedError
  | BaseError

/**
 * Appends the next page of the connected account's history (cursor pagination, docs/services.md#calls),
 * e.g. when the user scrolls to the end of the list. Loads the first page when none is
 * loaded for this account and network; does nothing when every page is loaded. A call
 * while a page is on its way shares that request. Rejects as `getActivity` does.
 */
export async function loadMoreActivity(
  client: KeywayClient,
  parameters: LoadMoreActivityParameters = {},
): Promise<LoadMoreActivityReturnType> {
  const { signal } = parameters
  const address = activityAccount(client)
  if (!address) throw new AccountAddressRequiredError()
  const controller = client._internal.transactions
  const current = isActivityCurrent(client, address)
  if (!current || controller.state.next !== undefined || controller.state.loading) {
    await controller.fetchTransactions(address, { signal })
  }
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  const snapshot = readActivity(client)
  if (snapshot.error) throw new FetchTransactionsError()
  return snapshot
}
