/**
 * The embedded wallet's email update without the modal, the code steps: the code mailed
 * to the current address, then the one mailed to the new address, which stores the new
 * email. See the core README, 'Email and social login without the modal'.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { InvalidOtpErrorType } from '../errors/email-login-validation.js'
import type { RequestAbortedErrorType } from '../errors/embedded-wallet.js'
import type {
  AuthInitializationErrorType,
  FrameErrorType,
} from '../errors/embedded-wallet-frame.js'
import type { EmbeddedWalletNotEnabledErrorType } from '../features/embedded-wallet/errors.js'
import { loadEmbeddedWallet } from '../features/embedded-wallet/load-feature.js'

export type VerifyEmailUpdateCodeParameters = {
  /** The one-time code of the step `updateEmail` (or the previous call) named. */
  code: string
  signal?: AbortSignal | undefined
}

export type VerifyEmailUpdateCodeReturnType =
  /** The current address's code was right; a code was mailed to the new address. */
  | { next: 'secondary' }
  /** The new address's code was right: `email` is stored as the wallet's email. */
  | { next: 'done'; email: string }

export type VerifyEmailUpdateCodeErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | InvalidOtpErrorType
  | AuthInitializationErrorType
  | FrameErrorType
  | RequestAbortedErrorType
  | BaseError

/**
 * Checks the code of the step under way. A wrong code throws the frame's message and the
 * update stays at this step. Without an update under way: AuthInitializationError.
 */
export async function verifyEmailUpdateCode(
  client: KeywayClient,
  parameters: VerifyEmailUpdateCodeParameters,
): Promise<VerifyEmailUpdateCodeReturnType> {
  const embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  const result = await embeddedWallet.account.headless.verifyUpdateCode(parameters.code, {
    signal: parameters.signal,
  })
  return result.step === 'done' ? { next: 'done', email: result.email } : { next: 'secondary' }
}
