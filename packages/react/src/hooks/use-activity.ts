/**
 * The transaction history of the connected account on the active network (docs/overview.md#chain-namespaces-per-feature
 * activity, eip155 only): loaded with core's getActivity when the account or network
 * changes, then page by page with `loadMore` (cursor pagination, e.g. from a scroll
 * sentinel). Every component using it reads the one list the client keeps.
 */
import {
  type ActivitySnapshot,
  getActivity,
  loadMoreActivity,
  type Transaction,
  type TransactionsByYear,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { useCallback, useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseActivityParameters = {
  /** Set false to skip the automatic fetch (refetch and loadMore still work). Default true. */
  enabled?: boolean | undefined
}

export type UseActivityReturnType = {
  /** Newest first; empty while nothing is connected or on another namespace than eip155. */
  transactions: readonly Transaction[]
  /** docs/state.md#transaction-history: by year, then month index (0–11), newest first. */
  transactionsByYear: TransactionsByYear
  loading: boolean
  /** The account has no transactions on this network. */
  empty: boolean
  /** Another page can be loaded with `loadMore`. */
  hasMore: boolean
  /** docs/errors.md#account-activity 'Failed to fetch transactions' after the last fetch failed. */
  error: string | undefined
  /** Appends the next page; undefined when it failed or nothing is connected. */
  loadMore: () => Promise<ActivitySnapshot | undefined>
  /** Starts again from the newest page (e.g. a Retry). */
  refetch: () => Promise<ActivitySnapshot | undefined>
}

const NONE: readonly Transaction[] = []
const NO_GROUPS: TransactionsByYear = {}

export function useActivity(parameters: UseActivityParameters = {}): UseActivityReturnType {
  const { enabled = true } = parameters
  const client = useKeywayClient()
  const chain = useSnapshot(client.state.chain)
  const accounts = useSnapshot(client.state.account)
  const activity = useSnapshot(keywayHost(client).state.transactions)
  const account = accounts.byNamespace.eip155
  const networkId = chain.activeCaipNetwork?.caipNetworkId
  const key =
    chain.activeNamespace === 'eip155' && account?.status === 'connected' && account.address
      ? `${networkId}:${account.address}`
      : undefined
  const current =
    key !== undefined &&
    activity.lastNetworkInView === networkId &&
    activity.accountInView?.toLowerCase() === account?.address?.toLowerCase()

  // The request this component started; unmount or a newer one aborts it.
  const inFlight = useRef<AbortController | undefined>(undefined)
  const run = useCallback(
    async (
      action: (signal: AbortSignal) => Promise<ActivitySnapshot>,
    ): Promise<ActivitySnapshot | undefined> => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      try {
        return await action(controller.signal)
      } catch {
        // On screen through `error`; nothing to throw at a render.
        return undefined
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined
      }
    },
    [],
  )

  useEffect(() => {
    if (!enabled || key === undefined) return undefined
    void run((signal) => getActivity(client, { signal }))
    return () => inFlight.current?.abort()
  }, [enabled, key, client, run])

  const loadMore = useCallback(
    () => run((signal) => loadMoreActivity(client, { signal })),
    [client, run],
  )
  const refetch = useCallback(
    () => run((signal) => getActivity(client, { signal, force: true })),
    [client, run],
  )
  return {
    transactions: current ? (activity.transactions as readonly Transaction[]) : NONE,
    transactionsByYear: current ? (activity.transactionsByYear as TransactionsByYear) : NO_GROUPS,
    loading: key !== undefined && (activity.loading || (enabled && !(current && activity.fetched))),
    empty: current && activity.empty,
    hasMore: current && activity.next !== undefined,
    error: current ? activity.error : undefined,
    loadMore,
    refetch,
  }
}
