/**
 * Embedded-wallet controller: the modal's email login over an AUTH connector's provider
 * (docs/embedded-wallet.md#email-login: email, then device verification for a new device, then the OTP,
 * then connect), its social and Farcaster logins (social.ts) and the approval step of
 * not-safe requests (approval.ts). The login steps themselves are login-steps.ts, shared
 * with the public actions through `headless`; what the email views show and where each
 * step leads are the rules of email-login-flow.ts. This controller owns the state (step,
 * email, provider, error, loading) and calls them; the frame itself and the stored keys
 * are the provider's (the adapter's frame client).
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
import { AuthInitializationError } from '../../errors/embedded-wallet-frame.js'
import { UI_MESSAGES } from '../../errors/messages.js'
import type { Connector } from '../../types/connector.js'
import { isAuthProvider } from '../../types/embedded-wallet.js'
import { createApprovalRouting } from './approval.js'
import {
  awaitDeviceApproval,
  connectAuthShown,
  type EmailLoginFlowContext,
  type EmbeddedWalletState,
  failStep,
  initialEmbeddedWalletState,
  requestEmailCode,
  resendEmailCode,
  startStep,
  submitEmail,
  submitOtp,
  verifyCode,
  waitForDevice,
} from './email-login-flow.js'
import { connectAuthConnector, type LoginAuth } from './login-steps.js'
import { createSocialLogin } from './social.js'

export type {
  EmbeddedWalletRetry,
  EmbeddedWalletState,
  EmbeddedWalletStep,
} from './email-login-flow.js'

type Signal = { signal?: AbortSignal | undefined }

export type EmbeddedWalletDeps = {
  emailLogin: Pick<
    EmailLoginController,
    'getRetryAfterSeconds' | 'clearLoginCache' | 'onSocialLogin'
  >
  /** The AUTH connector to log in with (of the active namespace first), if an adapter has one. */
  getAuthConnector: () => Connector | undefined
  /** Connects the AUTH connector through the connection controller (docs/connection.md#connecting connect). */
  connect: (connector: Connector) => Promise<unknown>
  /** Disconnects the AUTH connection (docs/errors.md#connecting-and-the-wallet: after an initialization failure). */
  disconnect: (connector: Connector) => Promise<unknown>
  router: Pick<RouterController, 'state' | 'push' | 'replace' | 'reset' | 'goBack'>
  notification: Pick<NotificationController, 'showLoading' | 'showError' | 'hide'>
  modal: Pick<ModalController, 'state' | 'close'>
  /** Moves the open modal to a view, or opens the modal on it (true when it opened it). */
  navigate: (view: RouterView, data?: RouterData) => boolean
  /** docs/state.md#embedded-wallet-user account state: socialProvider, socialWindow, farcasterUrl, user, wallet info. */
  account: Pick<
    AccountController,
    'setAccountProp' | 'setSocialWindow' | 'setConnectedWalletInfo' | 'getAccountState' | 'setUser'
  >
  /** docs/limits.md#features-and-defaults: the Telegram client around the page, whose social providers are filtered. */
  getTelegramPlatform?: (() => TelegramPlatform | undefined) | undefined
  /** Watches the social sign-in window (tests pass their own). */
  timers?: Timers | undefined
}

export function createEmbeddedWalletController(deps: EmbeddedWalletDeps) {
  const state = proxy<EmbeddedWalletState>(initialEmbeddedWalletState())
  // The approval step of not-safe requests (approval.ts).
  const approvals = createApprovalRouting({ ...deps, state })
  const watchProvider = approvals.watchProvider

  function authConnector(): LoginAuth | undefined {
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

  /** What the email login's rules (email-login-flow.ts) read and drive. */
  const flow: EmailLoginFlowContext = {
    ...deps,
    state,
    requireAuth,
    clearLoginCache: () => deps.emailLogin.clearLoginCache(),
  }

  // The social and Farcaster logins (social.ts), ending with the same connect step.
  const social = createSocialLogin({
    ...deps,
    state,
    requireAuth,
    start: () => startStep(state),
    fail: (error, retry) => failStep(state, error, retry),
    connectAuth: (auth, onConnected) => {
      deps.notification.showLoading(UI_MESSAGES.authenticating, { autoClose: false })
      return connectAuthShown(flow, { auth, onConnected, showError: true })
    },
    connectAuthConnector: (auth) => connectAuthConnector(flow, auth),
    onSocialLogin: deps.emailLogin.onSocialLogin,
    timers: deps.timers ?? defaultTimers(),
  })

  return {
    state,

    ...social,

    /** Whether an adapter offers an AUTH connector (email login can be shown). */
    isAvailable: () => authConnector() !== undefined,

    /**
     * The social providers the Connect view offers: the `socials` feature in its order,
     * without those the Telegram client around the page cannot open (docs/limits.md#features-and-defaults).
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

    /** The Connect view's email field was submitted (email-login-flow.ts). */
    submitEmail: (email: string, options: Signal = {}) => submitEmail(flow, { email, ...options }),

    /** Mails again (the device link or the code), within the 30 s throttle (docs/embedded-wallet.md#email-login). */
    resend: (options: Signal = {}) => resendEmailCode(flow, options),

    /** Retries after a device-step failure (a timeout while the link was not opened). */
    retryDevice: (options: Signal = {}) => waitForDevice(flow, options),

    /** The code view's code: checked, then the AUTH connector connects (docs/errors.md#connecting-and-the-wallet on failure). */
    submitOtp: (otp: string, options: Signal = {}) => submitOtp(flow, { otp, ...options }),

    /** The headless steps (the public actions), each throwing a typed error. */
    headless: {
      requestEmailCode: (email: string, options: Signal) =>
        requestEmailCode(flow, { email, ...options }),
      awaitDeviceApproval: (options: Signal = {}) => awaitDeviceApproval(flow, options),
      verifyCode: (code: string, options: Signal & { onCodeAccepted?: () => void } = {}) =>
        verifyCode(flow, { code, ...options }),
    },

    /** Hands keyboard focus to the wallet frame while it shows a request (docs/views.md#navigation-rules). */
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
      Object.assign(state, initialEmbeddedWalletState(), { approval })
    },

    /** Stops listening to providers (client destroy). */
    stop() {
      social.cancelSocial()
      approvals.stop()
    },
  }
}

export type EmbeddedWalletController = ReturnType<typeof createEmbeddedWalletController>
