/**
 * Embedded-wallet controller: the modal's email login over an AUTH connector's provider
 * (spec §4 "Email login": email, then device verification for a new device, then the OTP,
 * then connect), its social and Farcaster logins (social.ts) and the approval step of
 * not-safe requests (approval.ts). The login steps themselves are login-steps.ts, shared
 * with the public actions through `headless`; this controller owns what the email and
 * social views show (step, email, provider, error, loading); the frame itself and the
 * stored keys are the provider's (the adapter's frame client).
 */
import { proxy } from 'valtio/vanilla'
import type { SocialProvider, TelegramPlatform } from '../../constants/features.js'
import type { AccountController } from '../../controllers/account.js'
import type { EmailLoginController } from '../../controllers/email-login.js'
import { filterTelegramSocials } from '../../controllers/features.js'
import type { ModalController } from '../../controllers/modal.js'
import {
  defaultTimers,
  type NotificationController,
  type Timers,
} from '../../controllers/notification.js'
import type { RouterController, RouterData, RouterView } from '../../controllers/router.js'
import { InvalidEmailError } from '../../errors/email-login-validation.js'
import { EmailLoginThrottledError } from '../../errors/embedded-wallet.js'
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import { UI_MESSAGES } from '../../errors/messages.js'
import { toUserMessage } from '../../errors/user-message.js'
import type { Connector } from '../../types/connector.js'
import type { AuthApprovalRequest, AuthProvider } from '../../types/embedded-wallet.js'
import { isAuthProvider } from '../../types/embedded-wallet.js'
import { isEmail } from '../../validate/email-login.js'
import { createApprovalRouting } from './approval.js'
import {
  checkEmailCode,
  connectAuthConnector,
  type EmailCodeNext,
  type LoginAuth,
  sendEmailCode,
} from './login-steps.js'
import { createSocialLogin, type SocialLoginAuth } from './social.js'

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
  /** The message the current view shows (spec §8 texts), undefined when none. */
  error: string | undefined
  /** What Retry redoes; undefined when the error is fixed by editing (a bad email, a wrong code). */
  retry: EmbeddedWalletRetry | undefined
  loading: boolean
  /** The not-safe request waiting in the visible frame (spec §2 ApproveTransaction). */
  approval: AuthApprovalRequest | undefined
  /** The social login under way or last tried (farcaster included). */
  socialProvider: SocialProvider | undefined
  /** spec §2 ConnectingFarcaster: the sign-in address the QR code shows. */
  farcasterUrl: string | undefined
}

export type EmbeddedWalletDeps = {
  emailLogin: Pick<
    EmailLoginController,
    'getRetryAfterSeconds' | 'clearLoginCache' | 'onSocialLogin'
  >
  /** The AUTH connector to log in with (of the active namespace first), if an adapter has one. */
  getAuthConnector: () => Connector | undefined
  /** Connects the AUTH connector through the connection controller (spec §4 connect). */
  connect: (connector: Connector) => Promise<unknown>
  /** Disconnects the AUTH connection (spec §8: after an initialization failure). */
  disconnect: (connector: Connector) => Promise<unknown>
  router: Pick<RouterController, 'state' | 'push' | 'replace' | 'reset' | 'goBack'>
  notification: Pick<NotificationController, 'showLoading' | 'showError' | 'hide'>
  modal: Pick<ModalController, 'state' | 'close'>
  /** Moves the open modal to a view, or opens the modal on it (true when it opened it). */
  navigate: (view: RouterView, data?: RouterData) => boolean
  /** spec §3 account state: socialProvider, socialWindow, farcasterUrl, user, wallet info. */
  account: Pick<
    AccountController,
    'setAccountProp' | 'setSocialWindow' | 'setConnectedWalletInfo' | 'getAccountState' | 'setUser'
  >
  /** spec §9: the Telegram client around the page, whose social providers are filtered. */
  getTelegramPlatform?: (() => TelegramPlatform | undefined) | undefined
  /** Watches the social sign-in window (tests pass their own). */
  timers?: Timers | undefined
}

function initialState(): EmbeddedWalletState {
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

export function createEmbeddedWalletController(deps: EmbeddedWalletDeps) {
  const state = proxy<EmbeddedWalletState>(initialState())
  // The approval step of not-safe requests (approval.ts).
  const approvals = createApprovalRouting({
    state,
    navigate: deps.navigate,
    router: deps.router,
    modal: deps.modal,
    notification: deps.notification,
  })
  const watchProvider = approvals.watchProvider

  function authConnector(): { connector: Connector; provider: AuthProvider } | undefined {
    const connector = deps.getAuthConnector()
    const provider = connector?.provider
    return connector && isAuthProvider(provider) ? { connector, provider } : undefined
  }

  function requireAuth() {
    const auth = authConnector()
    if (!auth) throw new AuthInitializationError({ details: 'No AUTH connector is available' })
    watchProvider(auth.provider)
    return auth
  }

  function fail(error: unknown, retry?: EmbeddedWalletRetry) {
    state.error = toUserMessage(error)
    state.retry = retry
    state.loading = false
  }

  function start() {
    state.error = undefined
    state.retry = undefined
    state.loading = true
  }

  const connectContext = {
    connect: deps.connect,
    disconnect: deps.disconnect,
    clearLoginCache: () => deps.emailLogin.clearLoginCache(),
  }

  /**
   * The last step of every login, for the modal: the AUTH connector connects (login-steps.ts).
   * spec §8: when that fails, 'A problem occurred while trying initialize authentication',
   * the wallet is disconnected and the view reset to Connect.
   */
  async function connectAuth(
    auth: SocialLoginAuth,
    options: { onConnected?: () => void; showError?: boolean } = {},
  ): Promise<boolean> {
    state.step = 'connecting'
    state.loading = true
    try {
      await connectAuthConnector(connectContext, auth)
    } catch (error) {
      deps.notification.hide()
      deps.router.reset('Connect')
      state.step = 'email'
      // A social login's message is a toast: under the email field, its Try again would
      // send an email, not reopen the provider.
      if (options.showError) {
        state.loading = false
        deps.notification.showError(error)
      } else fail(error, 'email')
      return false
    }
    options.onConnected?.()
    deps.notification.hide()
    state.step = 'email'
    state.loading = false
    return true
  }

  const social = createSocialLogin({
    state,
    requireAuth,
    start,
    fail,
    connectAuth: (auth, onConnected) => {
      deps.notification.showLoading(UI_MESSAGES.authenticating, { autoClose: false })
      return connectAuth(auth, { onConnected, showError: true })
    },
    connectAuthConnector: (auth) => connectAuthConnector(connectContext, auth),
    router: deps.router,
    account: deps.account,
    onSocialLogin: deps.emailLogin.onSocialLogin,
    timers: deps.timers ?? defaultTimers(),
  })

  /**
   * Mails a login code to `email` (login-steps.ts) over the AUTH connector; the email and
   * the step it leads to become the state. Throws a typed error. The public connectEmail
   * action and the modal's email views both come here.
   */
  async function requestEmailCode(
    email: string,
    options: { signal?: AbortSignal | undefined },
  ): Promise<EmailCodeNext> {
    const { provider } = requireAuth()
    const getRetryAfterSeconds = () => deps.emailLogin.getRetryAfterSeconds()
    const sent = await sendEmailCode({ provider, getRetryAfterSeconds }, { email, ...options })
    state.email = sent.email
    state.step = sent.next
    return sent.next
  }

  /** Mails a code to `email` for the modal, then routes by the frame's answer. */
  async function sendCode(email: string, options: { signal?: AbortSignal | undefined }) {
    let next: EmailCodeNext
    try {
      next = await requestEmailCode(email, options)
    } catch (error) {
      // A bad email or the throttle is fixed by editing or waiting; the rest by Retry.
      const fixable =
        error instanceof InvalidEmailError || error instanceof EmailLoginThrottledError
      fail(error, fixable || state.step !== 'email' ? undefined : 'email')
      return false
    }
    state.loading = false
    if (next === 'device') {
      deps.router.push('EmailVerifyDevice', { email: state.email })
      // Not with the email form's signal: that view is left now and its signal aborts,
      // which would end the wait at once. The frame's request has its own time limit.
      void waitForDevice()
      return true
    }
    deps.router.push('EmailVerifyOtp', { email: state.email })
    return true
  }

  /**
   * A new device waits for the mailed link; once it is opened the frame mails the code.
   * Throws a typed error; the public verifyEmailDevice action comes here too.
   */
  function awaitDeviceApproval(options: { signal?: AbortSignal | undefined } = {}) {
    // The provider's own promise, so the view's step follows the frame without a delay.
    return requireAuth().provider.connectDevice(options)
  }

  /**
   * Checks the mailed code, then connects the AUTH connector (login-steps.ts). Throws a
   * typed error; resolves with the connected namespace. The public verifyEmailCode action
   * and the OTP view come here.
   */
  async function verifyCode(
    code: string,
    options: { signal?: AbortSignal | undefined; onCodeAccepted?: () => void } = {},
  ) {
    const auth: LoginAuth = requireAuth()
    await checkEmailCode(auth.provider, { code, signal: options.signal })
    options.onCodeAccepted?.()
    await connectAuthConnector(connectContext, auth)
    state.step = 'email'
    return auth.connector.chain
  }

  /**
   * spec §4 connected-check flow: a new device waits for the mailed link; once it is
   * opened the frame mails the code and the OTP view follows.
   */
  async function waitForDevice(options: { signal?: AbortSignal | undefined } = {}) {
    start()
    try {
      await awaitDeviceApproval(options)
    } catch (error) {
      if (state.step === 'device') fail(error, 'device')
      return false
    }
    // Left while waiting (Back, or another login): nothing more to show.
    if (state.step !== 'device') return false
    state.loading = false
    state.step = 'otp'
    deps.router.replace('EmailVerifyOtp', { email: state.email })
    return true
  }

  return {
    state,

    ...social,

    /** Whether an adapter offers an AUTH connector (email login can be shown). */
    isAvailable: () => authConnector() !== undefined,

    /**
     * The social providers the Connect view offers: the `socials` feature in its order,
     * without those the Telegram client around the page cannot open (spec §9).
     */
    visibleSocials(socials: readonly SocialProvider[] | false): SocialProvider[] {
      if (!socials) return []
      return filterTelegramSocials(socials, deps.getTelegramPlatform?.())
    },

    /** Listens to the AUTH provider's approval events, once it is listed. */
    watchConnectors() {
      const auth = authConnector()
      if (auth) watchProvider(auth.provider)
    },

    /**
     * The Connect view's email field was submitted. Resolves true when the frame mailed
     * something (the device link or the code) and the next view is shown; false when the
     * view shows `state.error` instead.
     */
    async submitEmail(email: string, options: { signal?: AbortSignal | undefined } = {}) {
      const trimmed = email.trim()
      start()
      state.step = 'email'
      // Kept for Resend and Retry, also when the frame fails.
      if (isEmail(trimmed)) state.email = trimmed
      return sendCode(trimmed, options)
    },

    /** Mails again (the device link or the code), within the 30 s throttle (spec §4). */
    async resend(options: { signal?: AbortSignal | undefined } = {}) {
      start()
      const email = state.email
      if (!email) {
        fail(new AuthInitializationError({ details: 'No email login is under way' }))
        return false
      }
      return sendCode(email, options)
    },

    /** Retries after a device-step failure (a timeout while the link was not opened). */
    retryDevice: waitForDevice,

    /**
     * The OTP view's code. While it is checked the 'Authenticating...' toast shows (spec
     * §8); a wrong code stays on the view with the frame's message. Once accepted the AUTH
     * connector connects; if that fails, spec §8: 'A problem occurred while trying initialize
     * authentication', the wallet is disconnected and the view reset to Connect.
     */
    async submitOtp(otp: string, options: { signal?: AbortSignal | undefined } = {}) {
      start()
      deps.notification.showLoading(UI_MESSAGES.authenticating, { autoClose: false })
      let accepted = false
      try {
        await verifyCode(otp, {
          ...options,
          onCodeAccepted: () => {
            accepted = true
            state.step = 'connecting'
          },
        })
      } catch (error) {
        deps.notification.hide()
        if (accepted) {
          // spec §8: the code was right but the connection failed: back to Connect.
          deps.router.reset('Connect')
          state.step = 'email'
          fail(error, 'email')
        } else fail(error)
        return false
      }
      deps.notification.hide()
      state.loading = false
      return true
    },

    /** The headless steps (the public actions), each throwing a typed error. */
    headless: {
      requestEmailCode,
      awaitDeviceApproval,
      verifyCode,
    },

    /** Hands keyboard focus to the wallet frame while it shows a request (spec §2). */
    focusFrame() {
      if (!state.approval) return
      authConnector()?.provider.focusFrame?.()
    },

    /** Clears the message (the user edits the field). */
    clearError() {
      state.error = undefined
      state.retry = undefined
    },

    /** Leaves the email flow (Back to Connect, or after a disconnect). */
    reset() {
      social.cancelSocial()
      const approval = state.approval
      Object.assign(state, initialState(), { approval })
    },

    /** Stops listening to providers (client destroy). */
    stop() {
      social.cancelSocial()
      approvals.stop()
    },
  }
}

export type EmbeddedWalletController = ReturnType<typeof createEmbeddedWalletController>
