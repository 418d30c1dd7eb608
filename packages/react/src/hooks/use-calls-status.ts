/**
 * The status of a batch sendCalls returned (core's getCallsStatus): read when the id is
 * given, and again every `pollIntervalMs` while the batch is pending (100); the reads stop
 * at a final status, on a failure (kept as `error`), an id change or unmounting.
 */
import { type GetCallsStatusReturnType, getCallsStatus } from '@keyway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'

export type UseCallsStatusParameters = {
  /** The batch id; nothing is read while it is undefined. */
  id: string | undefined
  /** Default 1 s. */
  pollIntervalMs?: number | undefined
}

export type UseCallsStatusReturnType = {
  status: GetCallsStatusReturnType | undefined
  error: Error | undefined
  /** A read is under way. */
  isLoading: boolean
  /** Reads the status again now (and polls again while it is pending). */
  refetch: () => void
}

const DEFAULT_POLL_INTERVAL_MS = 1_000

export function useCallsStatus({
  id,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
}: UseCallsStatusParameters): UseCallsStatusReturnType {
  const client = useKeywayClient()
  const [status, setStatus] = useState<GetCallsStatusReturnType | undefined>(undefined)
  const [error, setError] = useState<Error | undefined>(undefined)
  const [isLoading, setLoading] = useState(false)
  const readNow = useRef<(() => void) | undefined>(undefined)

  useEffect(() => {
    setStatus(undefined)
    setError(undefined)
    if (!id) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = async () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      setLoading(true)
      try {
        const next = await getCallsStatus(client, { id, signal: controller.signal })
        if (controller.signal.aborted) return
        setStatus(next)
        setError(undefined)
        if (next.statusCode < 200) timer = setTimeout(read, pollIntervalMs)
      } catch (caught) {
        if (!controller.signal.aborted) {
          setError(caught instanceof Error ? caught : new Error(String(caught)))
        }
      } finally {
        if (!controller.signal.aborted) setLoading(false)
      }
    }
    readNow.current = () => void read()
    void read()
    return () => {
      readNow.current = undefined
      controller.abort()
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [client, id, pollIntervalMs])

  const refetch = useCallback(() => readNow.current?.(), [])
  return { status, error, isLoading, refetch }
}
