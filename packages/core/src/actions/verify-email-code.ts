/**
 * Email login without the modal, the code step: the frame checks the mailed code, then
 * the embedded wallet connects. See the core README, 'Email and social login without the modal'.
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
import { type GetAccountReturnType, getAccount } from './get-account.js'

export type VerifyEmailCodeParameters = {
  /** The one-time code from the mail. */
  code: string
  signal?: AbortSignal | undefined
}

/** The connected embedded-wallet account. */
export type VerifyEmailCodeReturnType = GetAccountReturnType

export type VerifyEmailCodeErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | InvalidOtpErrorType
  | FrameErrorType
  | AuthInitializationErrorType
  | RequestAbortedErrorType
  | BaseError

/**
 * Checks the code and connects the embedded wallet. A wrong code throws the frame's
 * message and the login stays at this step (try another code). When the connection itself
 * fails, the wallet is disconnected and AuthInitializationError ('A problem occurred while
 * trying initialize authentication') is thrown: start again with `connectEmail`.
 */
export async function verifyEmailCode(
  client: KeywayClient,
  parameters: VerifyEmailCodeParameters,
): Promise<VerifyEmailCodeReturnType> {
  const embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  const namespace = await embeddedWallet.headless.verifyCode(parameters.code, {
    signal: parameters.signal,
  })
  return getAccount(client, { namespace })
}
