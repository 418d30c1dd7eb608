/**
 * Email login without the modal, the new-device step: waits until the person opened the
 * verification link mailed by `connectEmail`; the frame then mails the code for
 * `verifyEmailCode`. See the core README, 'Email and social login without the modal'.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { RequestAbortedErrorType } from '../errors/embedded-wallet.js'
import type {
  AuthInitializationErrorType,
  FrameErrorType,
} from '../errors/embedded-wallet-frame.js'
import type { EmbeddedWalletNotEnabledErrorType } from '../features/embedded-wallet/errors.js'
import { loadEmbeddedWallet } from '../features/embedded-wallet/load-feature.js'

export type VerifyEmailDeviceParameters = {
  /** Stops waiting (the frame's request has its own time limit too). */
  signal?: AbortSignal | undefined
}

export type VerifyEmailDeviceReturnType = undefined

export type VerifyEmailDeviceErrorType =
  | EmbeddedWalletNotEnabledErrorType
  | AuthInitializationErrorType
  | FrameErrorType
  | RequestAbortedErrorType
  | BaseError

/** Resolves once the device is verified and the login code has been mailed. */
export async function verifyEmailDevice(
  client: KeywayClient,
  parameters: VerifyEmailDeviceParameters = {},
): Promise<VerifyEmailDeviceReturnType> {
  const embeddedWallet = await loadEmbeddedWallet(client, parameters.signal)
  await embeddedWallet.headless.awaitDeviceApproval({ signal: parameters.signal })
  return undefined
}
