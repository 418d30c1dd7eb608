/**
 * Email login for an app that draws its own form: core's connectEmail, verifyEmailDevice
 * and verifyEmailCode (the modal's email views run the same steps), with where the login
 * stands, `isPending` and the last error kept rather than thrown. Unmounting cancels the
 * request under way.
 */
import {
  type ConnectEmailReturnType,
  connectEmail as connectEmailAction,
  type VerifyEmailCodeReturnType,
  verifyEmailCode as verifyEmailCodeAction,
  verifyEmailDevice as verifyEmailDeviceAction,
} from '@keyway/core'
import { useCallback, useState } from 'react'
import { useKeywayClient } from '../context/keyway-context.js'
import { useActionCall } from './use-action-call.js'

/**
 * `'email'`: ask for the address; `'device'`: a new device, the mailed link must be opened
 * (call `verifyDevice`); `'code'`: ask for the mailed code; `'connected'`: done.
 */
export type EmailLoginStep = 'email' | 'device' | 'code' | 'connected'

export type UseEmailLoginReturnType = {
  step: EmailLoginStep
  /** The address the code was mailed to. */
  email: string | undefined
  isPending: boolean
  /** Why the last step failed (e.g. 'Invalid email', 'Please try again after N seconds'). */
  error: Error | undefined
  /** Mails a code (or a device link) to `email`; resolves what was mailed, or undefined. */
  sendCode: (email: string) => Promise<ConnectEmailReturnType | undefined>
  /** Waits for the device link to be opened; true once the code has been mailed. */
  verifyDevice: () => Promise<boolean>
  /** Checks the code and connects; resolves the connected account, or undefined. */
  verifyCode: (code: string) => Promise<VerifyEmailCodeReturnType | undefined>
  /** Back to the address form (the request under way is cancelled). */
  reset: () => void
}

export function useEmailLogin(): UseEmailLoginReturnType {
  const client = useKeywayClient()
  const call = useActionCall()
  const { run, abort } = call
  const [step, setStep] = useState<EmailLoginStep>('email')
  const [email, setEmail] = useState<string | undefined>(undefined)

  const sendCode = useCallback(
    async (address: string) => {
      const sent = await run((signal) => connectEmailAction(client, { email: address, signal }))
      if (sent) {
        setEmail(address.trim())
        setStep(sent.next)
      }
      return sent
    },
    [client, run],
  )

  const verifyDevice = useCallback(async () => {
    const done = await run((signal) => verifyEmailDeviceAction(client, { signal }).then(() => true))
    if (done) setStep('code')
    return done === true
  }, [client, run])

  const verifyCode = useCallback(
    async (code: string) => {
      const account = await run((signal) => verifyEmailCodeAction(client, { code, signal }))
      if (account) setStep('connected')
      return account
    },
    [client, run],
  )

  const reset = useCallback(() => {
    abort()
    setStep('email')
    setEmail(undefined)
  }, [abort])

  return {
    step,
    email,
    isPending: call.isPending,
    error: call.error,
    sendCode,
    verifyDevice,
    verifyCode,
    reset,
  }
}
