/**
 * Swaps on the connected EVM account (docs/account-features.md#swap): core's swap form, shared with the
 * modal's Swap views. `prepare` starts a swap (the token list, the gas price and the swap
 * arguments of docs/views.md#navigation-rules), `update` changes the form (the quote follows, debounced) and `swap`
 * runs the approval when needed, then the swap, each a step in `state.steps`. A failure is
 * kept in `error` rather than thrown at a render; unmounting cancels what is running.
 */
import {
  type PrepareSwapParameters,
  type PrepareSwapReturnType,
  prepareSwap,
  type SwapState,
  type SwapTokensReturnType,
  swapTokens,
  type UpdateSwapFormParameters,
  updateSwapForm,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { snapshot, subscribe } from 'valtio/vanilla'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseSwapReturnType = {
  /** The form, its quote and its steps; undefined until the swap is first used. */
  state: Readonly<SwapState> | undefined
  /** Why the last prepare or swap failed; cleared by the next one. */
  error: Error | undefined
  /** The transaction hash of the last successful swap. */
  hash: string | undefined
  /** Starts a swap on the active network; resolves undefined when it failed (see `error`). */
  prepare: (
    parameters?: Omit<PrepareSwapParameters, 'signal'>,
  ) => Promise<PrepareSwapReturnType | undefined>
  /** Changes the form; resolves once the debounced quote has settled. */
  update: (fields: UpdateSwapFormParameters) => Promise<void>
  /** Runs the approval when needed, then the swap; resolves undefined when it failed. */
  swap: () => Promise<SwapTokensReturnType | undefined>
}

function asError(caught: unknown): Error {
  return caught instanceof Error ? caught : new Error(String(caught))
}

export function useSwap(): UseSwapReturnType {
  const client = useKeywayClient()
  const loader = keywayHost(client).swap
  // The whole state, not the fields a render happened to read: a dapp reads it later too.
  // valtio keeps one snapshot per version, so it is stable between changes.
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(loader.state, listener), [loader]),
    () => snapshot(loader.state).swap,
    () => snapshot(loader.state).swap,
  )
  const [error, setError] = useState<Error | undefined>(undefined)
  const [hash, setHash] = useState<string | undefined>(undefined)
  const inFlight = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => inFlight.current?.abort(), [])

  /** Runs one call at a time: a newer one cancels the older. */
  const run = useCallback(async <T>(call: (signal: AbortSignal) => Promise<T>) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    setError(undefined)
    try {
      return { value: await call(controller.signal), aborted: controller.signal.aborted }
    } catch (caught) {
      if (!controller.signal.aborted) setError(asError(caught))
      return undefined
    } finally {
      if (inFlight.current === controller) inFlight.current = undefined
    }
  }, [])

  const prepare = useCallback(
    async (parameters: Omit<PrepareSwapParameters, 'signal'> = {}) =>
      (await run((signal) => prepareSwap(client, { ...parameters, signal })))?.value,
    [client, run],
  )

  const update = useCallback(
    (fields: UpdateSwapFormParameters) => updateSwapForm(client, fields),
    [client],
  )

  const swap = useCallback(async () => {
    const result = await run((signal) => swapTokens(client, { signal }))
    if (result && !result.aborted) setHash(result.value.hash)
    return result?.value
  }, [client, run])

  return {
    state: state as Readonly<SwapState> | undefined,
    error,
    hash,
    prepare,
    update,
    swap,
  }
}
