/**
 * Email login without the modal, step one: the embedded wallet's frame mails a code (or,
 * for a new device, a verification link).
 * See the core README, 'Email and social login without the modal'.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { InvalidEmailErrorType } from '../errors/email-login-validation.js'
import type {
  EmailLoginThrottledErrorType,
  RequestAbortedErrorType,
} from '../errors/embedded-wallet.js'
import type {
  AuthInitializationErrorType,
  EmailLoginDependencyErrorType,
  FrameErrorType,
} from '../errors/embedded-wallet-frame.js'
import type { EmbeddedWalletNotEnabledErrorType } from '../features/embedded-wallet/errors.js'
import { loadEmbeddedWallet } from '../features/embedded-wallet/load-feature.js'

export type ConnectEmailParameters = {
  /** The address to log in with (surrounding spaces are ignored). */
  email: string
  signal?: AbortSignal | undefined
}

export type ConnectEmailReturnType = {
  /**
   * What was mailed: `'code'`, a one-time code for `verifyEmailCode`; `'device'`, a link
   * for a device the wallet does not know yet: wait with `verifyEmailDevice`, after which
   * the code is mailed.
   */
  next: 'code' | 'device'
}

export type ConnectEmailErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | InvalidEmailErrorType
  | EmailLoginThrottledErrorType
  | EmailLoginDependencyErrorType
  | AuthInitializationErrorType
  | FrameErrorType
  | RequestAbortedErrorType
  | BaseError

/**
 * Starts an email login: checks the address, loads the wallet's frame and asks it to mail
 * the code. Within 30 s of the last mail it throws EmailLoginThrottledError ('Please try
 * again after N seconds').
 */
export async function connectEmail(
  client: KeywayClient,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  const next = await embeddedWallet.headless.requestEmailCode(parameters.email, {
    signal: parameters.signal,
  })
  return { next: next === 'device' ? 'device' : 'code' }
}
