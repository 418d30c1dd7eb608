/**
 * The embedded wallet's email update for an app that draws its own form: core's
 * updateEmail and verifyEmailUpdateCode (the modal's update views run the same steps),
 * with the step, `isPending` and the last error kept rather than thrown.
 */
import {
  updateEmail as updateEmailAction,
  verifyEmailUpdateCode as verifyEmailUpdateCodeAction,
} from '@keyway/core'
import { useCallback, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

/**
 * `'email'`: ask for the new address; `'primary'`: the code mailed to the current address;
 * `'secondary'`: the code mailed to the new one; `'done'`: the new email is stored.
 */
export type UpdateEmailStep = 'email' | 'primary' | 'secondary' | 'done'

export type UseUpdateEmailReturnType = {
  step: UpdateEmailStep
  /** The stored email once the update is done. */
  email: string | undefined
  isPending: boolean
  error: Error | undefined
  /** Starts the update to `email`; true once the first code was mailed. */
  start: (email: string) => Promise<boolean>
  /** Checks the code of the current step; true when it was right. */
  verifyCode: (code: string) => Promise<boolean>
  /** Back to the address form. */
  reset: () => void
}

export function useUpdateEmail(): UseUpdateEmailReturnType {
  const client = useKeywayClient()
  const call = useActionCall()
  const { run, abort } = call
  const [step, setStep] = useState<UpdateEmailStep>('email')
  const [email, setEmail] = useState<string | undefined>(undefined)

  const start = useCallback(
    async (address: string) => {
      const sent = await run((signal) => updateEmailAction(client, { email: address, signal }))
      if (sent) setStep(sent.next)
      return sent !== undefined
    },
    [client, run],
  )

  const verifyCode = useCallback(
    async (code: string) => {
      const result = await run((signal) => verifyEmailUpdateCodeAction(client, { code, signal }))
      if (!result) return false
      if (result.next === 'done') {
        setEmail(result.email)
        setStep('done')
      } else setStep('secondary')
      return true
    },
    [client, run],
  )

  const reset = useCallback(() => {
    abort()
    setStep('email')
    setEmail(undefined)
  }, [abort])

  return { step, email, isPending: call.isPending, error: call.error, start, verifyCode, reset }
}
