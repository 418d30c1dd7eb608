/**
 * The email update's steps as plain rules over the AUTH provider: a code mailed to the
 * current address, then one mailed to the new address, which stores the new email (the
 * stored key and every account's user). Shared by the update views (through account.ts,
 * which adds what they show) and the public updateEmail / verifyEmailUpdateCode actions.
 * Each throws a typed error; none touches the modal.
 */
import type { ChainNamespace } from '../../chains/types.js'
import { EMAIL_LOGIN_THROTTLE_MS } from '../../constants/timing.js'
import type { EmailLoginController } from '../../controllers/email-login.js'
import type { RouterView } from '../../controllers/router.js'
import { EmailLoginThrottledError, RequestAbortedError } from '../../errors/embedded-wallet.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import type { AuthProvider } from '../../types/embedded-wallet.js'
import { assertEmail, assertOtp } from '../../validate/email-login.js'
import type { AccountUsers } from './account-type.js'

/** Where the email update stands: the new-email form, then the two codes. */
export type EmailUpdateStep = 'email' | 'primary' | 'secondary'

type Signal = { signal?: AbortSignal | undefined }

/** A request the caller gave up on (the view left, the dapp aborted) has no result. */
function throwIfAborted({ signal }: Signal) {
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
}

export type EmailUpdateContext = {
  /** The fields the update views show. */
  state: {
    step: EmailUpdateStep
    newEmail: string | undefined
    error: string | undefined
    loading: boolean
  }
  /** When the last code of the update was mailed, for the resend throttle. */
  sent: { at: number | undefined }
  now: () => number
  /** The AUTH provider, asked for only once the input is checked (a bad input is reported first). */
  getProvider: () => Pick<
    AuthProvider,
    'updateEmail' | 'updateEmailPrimaryOtp' | 'updateEmailSecondaryOtp'
  >
  emailLogin: Pick<EmailLoginController, 'onEmailUpdated'>
  /** Every namespace's account (`state.byNamespace`), whose user gets the new email. */
  account: AccountUsers & { state: { byNamespace: Partial<Record<ChainNamespace, unknown>> } }
}

/**
 * Asks the frame to mail the first code for `newEmail` (trimmed, then checked; it becomes
 * `state.newEmail`); resolves with the step the frame asks for (it may skip the primary one).
 */
export async function requestEmailUpdate(
  context: EmailUpdateContext,
  parameters: { newEmail: string } & Signal,
): Promise<'primary' | 'secondary'> {
  const newEmail = parameters.newEmail.trim()
  assertEmail(newEmail)
  const { action } = await context
    .getProvider()
    .updateEmail({ email: newEmail }, { signal: parameters.signal })
  throwIfAborted(parameters)
  context.sent.at = context.now()
  context.state.newEmail = newEmail
  return action === 'VERIFY_SECONDARY_OTP' ? 'secondary' : 'primary'
}

/** The code mailed to the current address; the frame then mails one to the new address. */
export async function checkPrimaryCode(
  context: EmailUpdateContext,
  parameters: { code: string } & Signal,
): Promise<void> {
  assertOtp(parameters.code)
  await context
    .getProvider()
    .updateEmailPrimaryOtp({ otp: parameters.code }, { signal: parameters.signal })
  throwIfAborted(parameters)
  context.sent.at = context.now()
  context.state.step = 'secondary'
}

/**
 * The code mailed to the new address: the frame stores the new email, then so do the
 * stored login key and the user of every namespace that shows one (one login serves them
 * all), and the update is over. Resolves with the new email.
 */
export async function checkSecondaryCode(
  context: EmailUpdateContext,
  parameters: { code: string } & Signal,
): Promise<string> {
  assertOtp(parameters.code)
  const { newEmail } = await context
    .getProvider()
    .updateEmailSecondaryOtp({ otp: parameters.code }, { signal: parameters.signal })
  throwIfAborted(parameters)
  context.emailLogin.onEmailUpdated(newEmail)
  for (const namespace of Object.keys(context.account.state.byNamespace) as ChainNamespace[]) {
    const user = context.account.getAccountState(namespace).user
    if (user) context.account.setUser(namespace, { ...user, email: newEmail })
  }
  Object.assign(context.state, {
    step: 'email',
    newEmail: undefined,
    error: undefined,
    loading: false,
  })
  context.sent.at = undefined
  return newEmail
}

/** The public verifyEmailUpdateCode: the code of the step under way; 'done' after the second. */
export async function verifyUpdateCode(
  context: EmailUpdateContext,
  parameters: { code: string } & Signal,
): Promise<{ step: 'secondary' } | { step: 'done'; email: string }> {
  if (context.state.step === 'primary') {
    await checkPrimaryCode(context, parameters)
    return { step: 'secondary' }
  }
  if (context.state.step === 'secondary') {
    return { step: 'done', email: await checkSecondaryCode(context, parameters) }
  }
  throw new AuthInitializationError({
    details: 'No email update is under way: call updateEmail first',
  })
}

/**
 * The resend throttle: no code within 30 s of the last one mailed. Undefined when a code
 * may be mailed now, else the EmailLoginThrottledError naming the seconds left.
 */
export function resendThrottle(
  context: Pick<EmailUpdateContext, 'sent' | 'now'>,
): EmailLoginThrottledError | undefined {
  const lastSentAt = context.sent.at
  const waited = lastSentAt === undefined ? Infinity : context.now() - lastSentAt
  if (waited >= EMAIL_LOGIN_THROTTLE_MS) return undefined
  return new EmailLoginThrottledError(Math.ceil((EMAIL_LOGIN_THROTTLE_MS - waited) / 1000))
}

/**
 * Where a mailed first code leads: the code view of `step`, pushed or replaced as asked.
 * A resend ('stay') that lands on the step already shown keeps the view (undefined: no
 * second history entry).
 */
export function emailUpdateRoute(parameters: {
  step: 'primary' | 'secondary'
  shown: EmailUpdateStep
  navigate: 'push' | 'replace' | 'stay'
}): { method: 'push' | 'replace'; view: RouterView } | undefined {
  const { step, shown, navigate } = parameters
  if (navigate === 'stay' && step === shown) return undefined
  return {
    method: navigate === 'push' ? 'push' : 'replace',
    view: step === 'secondary' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp',
  }
}
