/**
 * What the hooks over a one-shot action share: the call's pending flag and error (kept,
 * never thrown at a render), an AbortSignal per call that a newer call and unmounting abort.
 * Not exported: the public hooks are built on it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export type ActionCall = {
  isPending: boolean
  /** Why the last call failed (the action's typed error); cleared by the next call. */
  error: Error | undefined
  /**
   * Runs `action` with a fresh signal; resolves its result, or undefined when it failed
   * (see `error`) or was aborted by a newer call or unmounting.
   */
  run: <T>(action: (signal: AbortSignal) => Promise<T>) => Promise<T | undefined>
  /** Aborts the call under way (its result is dropped). */
  abort: () => void
}

function asError(caught: unknown): Error {
  return caught instanceof Error ? caught : new Error(String(caught))
}

export function useActionCall(): ActionCall {
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<Error | undefined>(undefined)
  const current = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => current.current?.abort(), [])

  const run = useCallback(async <T>(action: (signal: AbortSignal) => Promise<T>) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setPending(true)
    setError(undefined)
    try {
      // Called before any await, so an action that must run in the click (a window) can.
      return await action(controller.signal)
    } catch (caught) {
      if (!controller.signal.aborted) setError(asError(caught))
      return undefined
    } finally {
      if (current.current === controller) {
        current.current = undefined
        setPending(false)
      }
    }
  }, [])

  const abort = useCallback(() => {
    current.current?.abort()
    current.current = undefined
    setPending(false)
  }, [])

  return { isPending, error, run, abort }
}
