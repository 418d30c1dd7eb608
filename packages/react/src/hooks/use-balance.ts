/**
 * The native balance of the connected account on the active network (docs/account-features.md#balances).
 * Fetched with core's getBalance action when the account or network changes; the amount
 * shown is the one the action keeps in `client.state.balance`.
 */
import { getBalance, type NativeBalance } from '@keyway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseBalanceParameters = {
  /** Set false to skip the automatic fetch (refetch still works). Default true. */
  enabled?: boolean | undefined
}

export type UseBalanceReturnType = {
  /** Formatted amount, e.g. '1.5'; undefined until fetched or when not connected. */
  balance: string | undefined
  symbol: string | undefined
  loading: boolean
  error: Error | undefined
  /**
   * Fetches again, past the cache window; resolves undefined when nothing is connected on a
   * supported network.
   */
  refetch: () => Promise<NativeBalance | undefined>
}

export function useBalance(parameters: UseBalanceParameters = {}): UseBalanceReturnType {
  const { enabled = true } = parameters
  const client = useKeywayClient()
  const chain = useSnapshot(client.state.chain)
  const accounts = useSnapshot(client.state.account)
  const balance = useSnapshot(client.state.balance)
  const namespace = chain.activeNamespace
  const account = namespace ? accounts.byNamespace[namespace] : undefined
  const connected = account?.status === 'connected'
  // Which account and network a balance belongs to: one fetched for another key is stale.
  const key = connected
    ? `${account.address ?? ''}@${chain.activeCaipNetwork?.caipNetworkId ?? ''}`
    : undefined

  const [fetchedKey, setFetchedKey] = useState<string | undefined>(undefined)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<Error | undefined>(undefined)
  // The fetch in flight; a newer fetch or unmount aborts it and its result is dropped.
  const inFlight = useRef<AbortController | undefined>(undefined)

  const fetchFor = useCallback(
    async (forKey: string | undefined, force = false): Promise<NativeBalance | undefined> => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      setLoading(true)
      setError(undefined)
      try {
        const result = await getBalance(client, { signal: controller.signal, force })
        if (!controller.signal.aborted) setFetchedKey(forKey)
        return result
      } catch (caught) {
        if (!controller.signal.aborted) {
          setError(caught instanceof Error ? caught : new Error(String(caught)))
        }
        return undefined
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = undefined
          setLoading(false)
        }
      }
    },
    [client],
  )

  useEffect(() => {
    if (!enabled || key === undefined) return undefined
    void fetchFor(key)
    return () => inFlight.current?.abort()
  }, [enabled, key, fetchFor])

  // Asked for on purpose: past the cache window (docs/limits.md#timing native balance 30 s).
  const refetch = useCallback(() => fetchFor(key, true), [fetchFor, key])
  const current = key !== undefined && fetchedKey === key
  return {
    balance: current ? balance.nativeBalance : undefined,
    symbol: current ? balance.nativeSymbol : chain.activeCaipNetwork?.nativeCurrency.symbol,
    loading,
    error,
    refetch,
  }
}

/** Same as useBalance: the native balance is the one this binding reads. */
export const useNativeBalance = useBalance
