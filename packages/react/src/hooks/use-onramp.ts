/**
 * Buying crypto with fiat (docs/account-features.md#onramp, eip155 and solana): core's purchase form, shared
 * with the modal's Buy view. `update` sets the amount and currencies and quotes them (docs/validation.md#onramp-limits
 * limits: an amount outside them is kept in `error` and in `state.error`); `openProvider`
 * opens the provider's page in a new window (call it from a click so the browser allows the
 * window) and resolves with the purchase once it lands. Failures are kept in `error`, never
 * thrown at a render; unmounting cancels the quote and the wait for the purchase.
 */
import {
  type GetOnrampStateReturnType,
  type OpenOnrampProviderParameters,
  openOnrampProvider,
  type Transaction,
  type UpdateOnrampParameters,
  type UpdateOnrampReturnType,
  updateOnramp,
  watchOnramp,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { snapshot } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseOnrampOpenOptions = Omit<OpenOnrampProviderParameters, 'provider' | 'signal'>

export type UseOnrampReturnType = {
  /** Providers, currencies, amounts and quote; undefined until the onramp is first used. */
  state: GetOnrampStateReturnType
  /** Why the last update or purchase failed; cleared by the next one. */
  error: Error | undefined
  /** Whether a provider's window is open and the purchase not landed yet. */
  waiting: boolean
  /** The purchase that landed after the last `openProvider`. */
  purchase: Transaction | undefined
  /** Sets the form and quotes it; a newer call cancels the older. Undefined when it failed. */
  update: (
    parameters?: Omit<UpdateOnrampParameters, 'signal'>,
  ) => Promise<UpdateOnrampReturnType | undefined>
  /** Opens the provider and waits for the purchase; undefined when it failed or was cancelled. */
  openProvider: (
    provider: OpenOnrampProviderParameters['provider'],
    options?: UseOnrampOpenOptions,
  ) => Promise<Transaction | undefined>
  /** Stops waiting for the purchase (the provider's window stays the user's to close). */
  cancel: () => void
}

function asError(caught: unknown): Error {
  return caught instanceof Error ? caught : new Error(String(caught))
}

export function useOnramp(): UseOnrampReturnType {
  const client = useKeywayClient()
  const loader = keywayHost(client).onramp
  // Subscribed through watchOnramp; the snapshot is valtio's, stable between changes.
  const state = useSyncExternalStore(
    useCallback(
      (listener: () => void) => watchOnramp(client, { onChange: () => listener() }),
      [client],
    ),
    () => snapshot(loader.state).onramp,
    () => snapshot(loader.state).onramp,
  )
  const [error, setError] = useState<Error | undefined>(undefined)
  const [waiting, setWaiting] = useState(false)
  const [purchase, setPurchase] = useState<Transaction | undefined>(undefined)
  const quoting = useRef<AbortController | undefined>(undefined)
  const buying = useRef<AbortController | undefined>(undefined)

  useEffect(
    () => () => {
      quoting.current?.abort()
      buying.current?.abort()
    },
    [],
  )

  const update = useCallback(
    async (parameters: Omit<UpdateOnrampParameters, 'signal'> = {}) => {
      quoting.current?.abort()
      const controller = new AbortController()
      quoting.current = controller
      setError(undefined)
      try {
        return await updateOnramp(client, { ...parameters, signal: controller.signal })
      } catch (caught) {
        if (!controller.signal.aborted) setError(asError(caught))
        return undefined
      } finally {
        if (quoting.current === controller) quoting.current = undefined
      }
    },
    [client],
  )

  const openProvider = useCallback(
    async (
      provider: OpenOnrampProviderParameters['provider'],
      options: UseOnrampOpenOptions = {},
    ) => {
      buying.current?.abort()
      const controller = new AbortController()
      buying.current = controller
      setError(undefined)
      setPurchase(undefined)
      try {
        const result = await openOnrampProvider(client, {
          ...options,
          provider,
          signal: controller.signal,
          onOpened: () => {
            if (!controller.signal.aborted) setWaiting(true)
            options.onOpened?.()
          },
        })
        if (!controller.signal.aborted) setPurchase(result.purchase)
        return result.purchase
      } catch (caught) {
        if (!controller.signal.aborted) setError(asError(caught))
        return undefined
      } finally {
        if (buying.current === controller) {
          buying.current = undefined
          setWaiting(false)
        }
      }
    },
    [client],
  )

  const cancel = useCallback(() => {
    buying.current?.abort()
    buying.current = undefined
    setWaiting(false)
  }, [])

  return {
    state: state as GetOnrampStateReturnType,
    error,
    waiting,
    purchase,
    update,
    openProvider,
    cancel,
  }
}
