/**
 * The email login's steps as plain functions over the AUTH provider, shared by the modal's
 * views (through the embedded-wallet controller, which adds what they show) and the public
 * actions (connectEmail, verifyEmailDevice, verifyEmailCode). Each throws a typed error;
 * none touches the modal.
 */
import { EmailLoginThrottledError } from '../../errors/embedded-wallet.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import type { Connector } from '../../types/connector.js'
import type { AuthProvider, AuthUser } from '../../types/embedded-wallet.js'
import { assertEmail, assertOtp } from '../../validate/email-login.js'

/** The AUTH connector a login runs over, with its provider. */
export type LoginAuth = { connector: Connector; provider: AuthProvider }

/** What the frame mailed: a code to type ('otp'), or a link for a new device ('device'). */
export type EmailCodeNext = 'otp' | 'device'

export type SendEmailCodeContext = {
  provider: Pick<AuthProvider, 'load' | 'connectEmail'>
  /** Seconds until the 30 s email-login throttle lets the next mail through (0: now). */
  getRetryAfterSeconds: () => number
}

/**
 * Asks the frame to mail a login code to `email` (trimmed, then checked). The frame is
 * loaded first, so a frame that fails to load is reported before the throttle starts and a
 * retry works at once. Within 30 s of the last mail: EmailLoginThrottledError.
 */
export async function sendEmailCode(
  context: SendEmailCodeContext,
  parameters: { email: string; signal?: AbortSignal | undefined },
): Promise<{ email: string; next: EmailCodeNext }> {
  const email = parameters.email.trim()
  assertEmail(email)
  const options = { signal: parameters.signal }
  await context.provider.load(options)
  const retryAfter = context.getRetryAfterSeconds()
  if (retryAfter > 0) throw new EmailLoginThrottledError(retryAfter)
  const { action } = await context.provider.connectEmail({ email }, options)
  return { email, next: action === 'VERIFY_DEVICE' ? 'device' : 'otp' }
}

/** Checks the mailed code with the frame; resolves with the frame's user. */
export async function checkEmailCode(
  provider: Pick<AuthProvider, 'connectOtp'>,
  parameters: { code: string; signal?: AbortSignal | undefined },
): Promise<AuthUser> {
  assertOtp(parameters.code)
  return provider.connectOtp({ otp: parameters.code }, { signal: parameters.signal })
}

export type ConnectAuthContext = {
  connect: (connector: Connector) => Promise<unknown>
  disconnect: (connector: Connector) => Promise<unknown>
  clearLoginCache: () => void
}

/**
 * The last step of every login: the AUTH connector connects. When that fails the wallet is
 * disconnected, the login cache cleared, and AuthInitializationError ('A problem occurred
 * while trying initialize authentication') thrown with the failure as its cause.
 */
export async function connectAuthConnector(
  context: ConnectAuthContext,
  auth: LoginAuth,
): Promise<void> {
  try {
    await context.connect(auth.connector)
  } catch (cause) {
    await context.disconnect(auth.connector).catch(() => undefined)
    context.clearLoginCache()
    throw new AuthInitializationError({ cause })
  }
}
