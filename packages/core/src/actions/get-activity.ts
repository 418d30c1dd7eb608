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

export type GetActivityParameters = {
  signal?: AbortSignal | undefined
  /** Start again from the newest page, dropping what was loaded (e.g. a Retry). */
  force?: boolean | undefined
  /**
   * Also fetch the onramp purchases of this provider (docs/services.md#calls history `onramp` filter) into
   * `onrampTransactionsByYear`.
   */
  onramp?: 'coinbase' | undefined
}

export type GetActivityReturnType = ActivitySnapshot

export type GetActivityErrorType =
  | AccountAddressRequiredError
  | FetchTransactionsError
  | RequestAbortedError
  | BaseError

/**
 * The transaction history of the connected account on the active network (docs/overview.md#chain-namespaces-per-feature
 * activity, eip155 only), from the blockchain API: the first page is fetched once per
 * account and network, and kept; `loadMoreActivity` appends the next ones. Transactions
 * whose transfers are all spam, and those of other chains, are left out (docs/validation.md#balances-and-activity). Rejects
 * with "Transactions can't be fetched without an accountAddress" when no eip155 account is
 * connected on a configured network, and with 'Failed to fetch transactions' (docs/errors.md#networks-and-addresses,
 * shown in a banner and reported to analytics when it is enabled) when the fetch fails.
 */
export async function getActivity(
  client: KeywayClient,
  parameters: GetActivityParameters = {},
): Promise<GetActivityReturnType> {
  const { signal, force, onramp } = parameters
  const address = activityAccount(client)
  if (!address) throw new AccountAddressRequiredError()
  const controller = client._internal.transactions
  if (force) controller.resetTransactions()
  const pages: Promise<void>[] = []
  if (force || !isActivityCurrent(client, address)) {
    pages.push(controller.fetchTransactions(address, { signal }))
  }
  if (onramp) pages.push(controller.fetchTransactions(address, { signal, onramp }))
  await Promise.all(pages)
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  const snapshot = readActivity(client)
  if (snapshot.error) throw new FetchTransactionsError()
  return snapshot
}
