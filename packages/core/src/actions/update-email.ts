/**
 * The embedded wallet's email update without the modal, step one: the frame mails a code
 * to the current address (or straight to the new one). See the core README, 'Email and
 * social login without the modal'.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { InvalidEmailErrorType } from '../errors/email-login-validation.js'
import type { RequestAbortedErrorType } from '../errors/embedded-wallet.js'
import type {
  AuthInitializationErrorType,
  FrameErrorType,
} from '../errors/embedded-wallet-frame.js'
import type { EmbeddedWalletNotEnabledErrorType } from '../features/embedded-wallet/errors.js'
import { loadEmbeddedWallet } from '../features/embedded-wallet/load-feature.js'

export type UpdateEmailParameters = {
  /** The new address. */
  email: string
  signal?: AbortSignal | undefined
}

export type UpdateEmailReturnType = {
  /**
   * The code `verifyEmailUpdateCode` expects next: `'primary'`, mailed to the current
   * address; `'secondary'`, mailed to the new one (the frame may skip the first).
   */
  next: 'primary' | 'secondary'
}

export type UpdateEmailErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | InvalidEmailErrorType
  | AuthInitializationErrorType
  | FrameErrorType
  | RequestAbortedErrorType
  | BaseError

/** Starts changing the connected embedded wallet's email to `email`. */
export async function updateEmail(
  client: KeywayClient,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  const next = await embeddedWallet.account.headless.updateEmail(parameters.email, {
    signal: parameters.signal,
  })
  return { next: next === 'secondary' ? 'secondary' : 'primary' }
}
