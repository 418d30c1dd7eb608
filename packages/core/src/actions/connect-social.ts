/**
 * Social login without the modal (google, github, apple, facebook, x, discord): a window
 * shows the provider's sign-in page, the frame receives the answer, the embedded wallet
 * connects. See the core README, 'Email and social login without the modal'.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { SocialLoginProvider } from '../constants/features.js'
import type { BaseError } from '../errors/base.js'
import type { InvalidSocialProviderErrorType } from '../errors/email-login-validation.js'
import type { RequestAbortedErrorType } from '../errors/embedded-wallet.js'
import type {
  AuthInitializationErrorType,
  FrameErrorType,
} from '../errors/embedded-wallet-frame.js'
import type {
  SocialWindowBlockedErrorType,
  SocialWindowClosedErrorType,
} from '../errors/social-login.js'
import type { EmbeddedWalletNotEnabledErrorType } from '../features/embedded-wallet/errors.js'
import {
  assertEmbeddedWalletEnabled,
  loadEmbeddedWallet,
} from '../features/embedded-wallet/load-feature.js'
import type { SocialPopup } from '../features/embedded-wallet/social.js'
import { openSocialWindow } from '../features/embedded-wallet/social-window.js'
import { type GetAccountReturnType, getAccount } from './get-account.js'

/** The sign-in window: a `Window` from `window.open`, or anything that behaves like one. */
export type SocialLoginWindow = SocialPopup

export type ConnectSocialParameters = {
  provider: SocialLoginProvider
  /**
   * The window to sign in in. By default `connectSocial` opens one itself, which works
   * when it is called synchronously in the person's click (pop-up blockers allow a window
   * only then); a dapp that awaits something first opens it in the click and passes it.
   */
  window?: SocialLoginWindow | null | undefined
  /** Stops the login and closes the window. */
  signal?: AbortSignal | undefined
}

/** The connected embedded-wallet account. */
export type ConnectSocialReturnType = GetAccountReturnType

export type ConnectSocialErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | InvalidSocialProviderErrorType
  | SocialWindowBlockedErrorType
  | SocialWindowClosedErrorType
  | AuthInitializationErrorType
  | FrameErrorType
  | RequestAbortedErrorType
  | BaseError

/**
 * Logs in with a social provider and connects the embedded wallet. Throws
 * SocialWindowBlockedError when no window could be opened, SocialWindowClosedError when the
 * person closed it before signing in, RequestAbortedError when `signal` aborted (or a newer
 * login replaced this one).
 */
export async function connectSocial(
  client: KeywayClient,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  assertEmbeddedWalletEnabled(client)
  // Before any await: the click's gesture lets the window through only now.
  const popup =
    parameters.window === undefined
      ? openSocialWindow(typeof window === 'undefined' ? undefined : window)
      : parameters.window
  let embeddedWallet: Awaited<ReturnType<typeof loadEmbeddedWallet>>
  try {
    embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  } catch (error) {
    popup?.close()
    throw error
  }
  const namespace = await embeddedWallet.loginWithSocial(parameters.provider, popup, {
    signal: parameters.signal,
  })
  return getAccount(client, { namespace })
}
