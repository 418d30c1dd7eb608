/**
 * Sends a batch of EVM calls (core's sendCalls, docs/batched-calls.md): all or nothing by
 * default; `forceAtomic: false` lets a wallet without atomic batching get one transaction per
 * call. The last result, `isPending` and the last error (a typed one: 5760
 * AtomicityNotSupportedError...) are kept rather than thrown.
 */
import {
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls as sendCallsAction,
} from '@keyway/core'
import { useCallback, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

export type UseSendCallsParameters = Omit<SendCallsParameters, 'signal'>

export type UseSendCallsReturnType = {
  /** The last batch sent: its id (for useCallsStatus) and whether it went one by one. */
  data: SendCallsReturnType | undefined
  isPending: boolean
  error: Error | undefined
  /** Sends the batch; resolves its result, or undefined when it failed (see `error`). */
  sendCalls: (parameters: UseSendCallsParameters) => Promise<SendCallsReturnType | undefined>
}

export function useSendCalls(): UseSendCallsReturnType {
  const client = useKeywayClient()
  const call = useActionCall()
  const { run } = call
  const [data, setData] = useState<SendCallsReturnType | undefined>(undefined)
  const sendCalls = useCallback(
    async (parameters: UseSendCallsParameters) => {
      const result = await run((signal) => sendCallsAction(client, { ...parameters, signal }))
      if (result) setData(result)
      return result
    },
    [client, run],
  )
  return { data, isPending: call.isPending, error: call.error, sendCalls }
}
