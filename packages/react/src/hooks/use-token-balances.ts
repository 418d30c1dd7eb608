/**
 * The token balances of the connected account on the active network (docs/account-features.md#balances):
 * the native balance first, then the tokens, with USD values and the total when prices are
 * known. Fetched with core's getTokenBalances action when the account or network changes;
 * every component using it reads the one list the client keeps, so five of them on a page
 * cause one request per cache window (docs/limits.md#cache-expiry).
 */
import {
  type GetTokenBalancesReturnType,
  getTokenBalances,
  type TokenBalance,
  TokenBalanceUnavailableError,
} from '@keyway/core'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseTokenBalancesParameters = {
  /** Set false to skip the automatic fetch (refetch still works). Default true. */
  enabled?: boolean | undefined
}

export type UseTokenBalancesReturnType = {
  /** Empty until fetched, while nothing is connected, or for another account's list. */
  balances: readonly TokenBalance[]
  /** USD total, when every balance's value is known. */
  totalValue: number | undefined
  /** The last refresh failed: `balances` are the last ones known, not current ones. */
  stale: boolean
  loading: boolean
  /** 'Token Balance Unavailable' (docs/errors.md#texts-that-are-not-errors): unsupported network or a failed fetch. */
  error: TokenBalanceUnavailableError | undefined
  /** Fetches again past the cache window; undefined when it failed or nothing is connected. */
  refetch: () => Promise<GetTokenBalancesReturnType | undefined>
}

const EMPTY: readonly TokenBalance[] = []

export function useTokenBalances(
  parameters: UseTokenBalancesParameters = {},
): UseTokenBalancesReturnType {
  const { enabled = true } = parameters
  const client = useKeywayClient()
  const chain = useSnapshot(client.state.chain)
  const accounts = useSnapshot(client.state.account)
  const balance = useSnapshot(client.state.balance)
  const namespace = chain.activeNamespace
  const account = namespace ? accounts.byNamespace[namespace] : undefined
  const connected = account?.status === 'connected'
  const networkId =
    chain.activeCaipNetwork?.caipNetworkId ??
    (namespace ? chain.chains[namespace]?.networkState.unsupportedCaipNetworkId : undefined)
  // Core keys a list by `caipNetworkId:address`: one kept for another key is not shown.
  const key =
    connected && account.address && networkId ? `${networkId}:${account.address}` : undefined
  const current = key !== undefined && balance.tokenBalancesFor === key
  const unavailable = key !== undefined && balance.tokenBalancesUnavailable
  const error = useMemo(
    () => (unavailable ? new TokenBalanceUnavailableError() : undefined),
    [unavailable],
  )

  // The fetch this component started; unmount or a newer fetch aborts it.
  const inFlight = useRef<AbortController | undefined>(undefined)
  const fetchFor = useCallback(
    async (force: boolean): Promise<GetTokenBalancesReturnType | undefined> => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      try {
        return await getTokenBalances(client, { signal: controller.signal, force })
      } catch {
        // On screen through `error` and `stale`; nothing to throw at a render.
        return undefined
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined
      }
    },
    [client],
  )

  useEffect(() => {
    if (!enabled || key === undefined) return undefined
    void fetchFor(false)
    return () => inFlight.current?.abort()
  }, [enabled, key, fetchFor])

  const refetch = useCallback(() => fetchFor(true), [fetchFor])
  return {
    balances: current ? (balance.tokenBalances as readonly TokenBalance[]) : EMPTY,
    totalValue: current ? balance.tokenBalancesTotalValue : undefined,
    stale: current && balance.tokenBalancesStale,
    loading: key !== undefined && (balance.loading || (!current && !unavailable)),
    error,
    refetch,
  }
}
