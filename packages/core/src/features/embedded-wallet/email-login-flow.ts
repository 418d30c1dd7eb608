/**
 * The modal's email login as rules over the embedded-wallet controller's state: what the
 * email, device and code views show (step, email, error, Retry, loading) and where each
 * step leads. The steps themselves are login-steps.ts (shared with the public actions);
 * these add the views' part. The controller (controller.ts) keeps the state and calls them.
 */
import type { SocialProvider } from '../../constants/features.js'
import type { EmailLoginController } from '../../controllers/email-login.js'
import type { NotificationController } from '../../controllers/notification.js'
import type { RouterController } from '../../controllers/router.js'
import { InvalidEmailError } from '../../errors/email-login-validation.js'
import { EmailLoginThrottledError } from '../../errors/embedded-wallet.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import { UI_MESSAGES } from '../../errors/messages.js'
import { toUserMessage } from '../../errors/user-message.js'
import type { AuthApprovalRequest } from '../../types/embedded-wallet.js'
import { isEmail } from '../../validate/email-login.js'
import {
  type ConnectAuthContext,
  checkEmailCode,
  connectAuthConnector,
  type EmailCodeNext,
  type LoginAuth,
  sendEmailCode,
} from './login-steps.js'

export type EmbeddedWalletStep =
  | 'email'
  | 'device'
  | 'otp'
  | 'social'
  | 'farcaster'
  | 'connecting'
  | 'approve'

/** What a Retry button next to the error does again. */
export type EmbeddedWalletRetry = 'email' | 'device' | 'social' | 'farcaster'

export type EmbeddedWalletState = {
  step: EmbeddedWalletStep
  /** The email of the login under way. */
  email: string | undefined
  /** The message the current view shows (docs/errors.md#texts-that-are-not-errors texts), undefined when none. */
  error: string | undefined
  /** What Retry redoes; undefined when the error is fixed by editing (a bad email, a wrong code). */
  retry: EmbeddedWalletRetry | undefined
  loading: boolean
  /** The not-safe request waiting in the visible frame (docs/views.md#approvetransaction). */
  approval: AuthApprovalRequest | undefined
  /** The social login under way or last tried (farcaster included). */
  socialProvider: SocialProvider | undefined
  /** docs/views.md#connectingfarcaster: the sign-in address the QR code shows. */
  farcasterUrl: string | undefined
}

export function initialEmbeddedWalletState(): EmbeddedWalletState {
  return {
    step: 'email',
    email: undefined,
    error: undefined,
    retry: undefined,
    loading: false,
    approval: undefined,
    socialProvider: undefined,
    farcasterUrl: undefined,
  }
}

type LoginFields = Pick<EmbeddedWalletState, 'step' | 'email' | 'error' | 'retry' | 'loading'>
type Signal = { signal?: AbortSignal | undefined }

export type EmailLoginFlowContext = ConnectAuthContext & {
  state: LoginFields
  /** The AUTH connector and its provider (listened to for approvals); throws without one. */
  requireAuth: () => LoginAuth
  emailLogin: Pick<EmailLoginController, 'getRetryAfterSeconds'>
  router: Pick<RouterController, 'push' | 'replace' | 'reset'>
  notification: Pick<NotificationController, 'showLoading' | 'showError' | 'hide'>
}

/** A step begins: no message, loading. */
export function startStep(state: LoginFields): void {
  state.error = undefined
  state.retry = undefined
  state.loading = true
}

/** A step failed: its message shows, with what Retry redoes (none: fixed by editing). */
export function failStep(state: LoginFields, error: unknown, retry?: EmbeddedWalletRetry): void {
  state.error = toUserMessage(error)
  state.retry = retry
  state.loading = false
}

/**
 * The last step of every login, for the modal: the AUTH connector connects. docs/errors.md#email-and-social-login-the-embedded-wallet: when
 * that fails, 'A problem occurred while trying initialize authentication', the wallet is
 * disconnected and the view reset to Connect; a social login shows it as a toast (under the
 * email field, its Try again would send an email, not reopen the provider).
 */
export async function connectAuthShown(
  context: EmailLoginFlowContext,
  parameters: { auth: LoginAuth; onConnected?: (() => void) | undefined; showError?: boolean },
): Promise<boolean> {
  const { state } = context
  state.step = 'connecting'
  state.loading = true
  try {
    await connectAuthConnector(context, parameters.auth)
  } catch (error) {
    context.notification.hide()
    context.router.reset('Connect')
    state.step = 'email'
    if (parameters.showError) {
      state.loading = false
      context.notification.showError(error)
    } else failStep(state, error, 'email')
    return false
  }
  parameters.onConnected?.()
  context.notification.hide()
  state.step = 'email'
  state.loading = false
  return true
}

/**
 * Mails a login code to `email` (login-steps.ts); the email and the step it leads to become
 * the state. Throws a typed error. The public connectEmail action comes here too.
 */
export async function requestEmailCode(
  context: EmailLoginFlowContext,
  parameters: { email: string } & Signal,
): Promise<EmailCodeNext> {
  const { provider } = context.requireAuth()
  const getRetryAfterSeconds = () => context.emailLogin.getRetryAfterSeconds()
  const sent = await sendEmailCode({ provider, getRetryAfterSeconds }, parameters)
  context.state.email = sent.email
  context.state.step = sent.next
  return sent.next
}

/** A new device waits for the mailed link; once it is opened the frame mails the code. */
export function awaitDeviceApproval(context: EmailLoginFlowContext, options: Signal = {}) {
  // The provider's own promise, so the view's step follows the frame without a delay.
  return context.requireAuth().provider.connectDevice(options)
}

/**
 * Checks the mailed code, then connects the AUTH connector (login-steps.ts). Throws a typed
 * error; resolves with the connected namespace. The public verifyEmailCode action too.
 */
export async function verifyCode(
  context: EmailLoginFlowContext,
  parameters: { code: string; onCodeAccepted?: (() => void) | undefined } & Signal,
) {
  const auth = context.requireAuth()
  await checkEmailCode(auth.provider, { code: parameters.code, signal: parameters.signal })
  parameters.onCodeAccepted?.()
  await connectAuthConnector(context, auth)
  context.state.step = 'email'
  return auth.connector.chain
}

/**
 * docs/embedded-wallet.md#email-login connected-check flow, for the device view: waits for the mailed link, then the
 * code view follows. Left while waiting (Back, or another login): nothing more to show.
 */
export async function waitForDevice(
  context: EmailLoginFlowContext,
  options: Signal = {},
): Promise<boolean> {
  const { state } = context
  startStep(state)
  try {
    await awaitDeviceApproval(context, options)
  } catch (error) {
    if (state.step === 'device') failStep(state, error, 'device')
    return false
  }
  if (state.step !== 'device') return false
  state.loading = false
  state.step = 'otp'
  context.router.replace('EmailVerifyOtp', { email: state.email })
  return true
}

/** Mails a code to `email` for the modal, then routes by the frame's answer. */
async function sendCode(context: EmailLoginFlowContext, parameters: { email: string } & Signal) {
  const { state } = context
  let next: EmailCodeNext
  try {
    next = await requestEmailCode(context, parameters)
  } catch (error) {
    // A bad email or the throttle is fixed by editing or waiting; the rest by Retry.
    const fixable = error instanceof InvalidEmailError || error instanceof EmailLoginThrottledError
    failStep(state, error, fixable || state.step !== 'email' ? undefined : 'email')
    return false
  }
  state.loading = false
  if (next === 'device') {
    context.router.push('EmailVerifyDevice', { email: state.email })
    // Not with the email form's signal: that view is left now and its signal aborts,
    // which would end the wait at once. The frame's request has its own time limit.
    void waitForDevice(context)
    return true
  }
  context.router.push('EmailVerifyOtp', { email: state.email })
  return true
}

/**
 * The Connect view's email field was submitted. Resolves true when the frame mailed
 * something (the device link or the code) and the next view is shown; false when the view
 * shows `state.error` instead. The email is kept for Resend and Retry, also when the frame fails.
 */
export function submitEmail(
  context: EmailLoginFlowContext,
  parameters: { email: string } & Signal,
): Promise<boolean> {
  const email = parameters.email.trim()
  startStep(context.state)
  context.state.step = 'email'
  if (isEmail(email)) context.state.email = email
  return sendCode(context, { email, signal: parameters.signal })
}

/** Mails again (the device link or the code), within the 30 s throttle (docs/embedded-wallet.md#email-login). */
export async function resendEmailCode(
  context: EmailLoginFlowContext,
  options: Signal = {},
): Promise<boolean> {
  startStep(context.state)
  const email = context.state.email
  if (!email) {
    failStep(context.state, new AuthInitializationError({ details: 'No email login is under way' }))
    return false
  }
  return sendCode(context, { email, ...options })
}

/**
 * The code view's code. While it is checked the 'Authenticating...' toast shows (docs/errors.md#texts-that-are-not-errors);
 * a wrong code stays on the view with the frame's message. Once accepted the AUTH connector
 * connects; if that fails, docs/errors.md#email-and-social-login-the-embedded-wallet: 'A problem occurred while trying initialize
 * authentication', the wallet is disconnected and the view reset to Connect.
 */
export async function submitOtp(
  context: EmailLoginFlowContext,
  parameters: { otp: string } & Signal,
): Promise<boolean> {
  const { state } = context
  startStep(state)
  context.notification.showLoading(UI_MESSAGES.authenticating, { autoClose: false })
  let accepted = false
  const onCodeAccepted = () => {
    accepted = true
    state.step = 'connecting'
  }
  try {
    await verifyCode(context, { code: parameters.otp, signal: parameters.signal, onCodeAccepted })
  } catch (error) {
    context.notification.hide()
    if (accepted) {
      // The code was right but the connection failed: back to Connect.
      context.router.reset('Connect')
      state.step = 'email'
      failStep(state, error, 'email')
    } else failStep(state, error)
    return false
  }
  context.notification.hide()
  state.loading = false
  return true
}
