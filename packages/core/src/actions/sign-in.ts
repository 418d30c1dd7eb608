/**
 * Sign-in with X (docs/sign-in.md#when-sign-in-starts sign-in flow), for a client created with a `siwx` option: the
 * sign-message view's Sign and Cancel, usable from a dapp's own UI too.
 */
import type { KeywayClient } from '../client/create-keyway.js'
import type { NoActiveCaipAddressErrorType } from '../errors/account.js'
import type { BaseError } from '../errors/base.js'
import {
  type SignatureDeclinedErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
} from '../errors/siwx.js'
import type { SiwxSession } from '../features/sign-in/controller.js'

export type SignInReturnType = SiwxSession

export type SignInErrorType =
  | SiwxNotEnabledErrorType
  | NoActiveCaipAddressErrorType
  | SignatureDeclinedErrorType
  | BaseError

/**
 * Creates the sign-in message for the active account, has the wallet sign it and stores
 * the session through the `siwx` option; the modal closes. On failure the modal shows
 * sign-message again with the error, and the typed error is thrown.
 */
export async function signIn(client: KeywayClient): Promise<SignInReturnType> {
  const siwx = client._internal.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  return (await siwx.load()).signIn()
}

export type CancelSignInReturnType = undefined
export type CancelSignInErrorType = SiwxNotEnabledErrorType

/** docs/sign-in.md#cancelling: cancelling disconnects when sign-in is required, otherwise just closes. */
export async function cancelSignIn(client: KeywayClient): Promise<CancelSignInReturnType> {
  const siwx = client._internal.siwx
  if (!siwx) throw new SiwxNotEnabledError()
  await (await siwx.load()).cancelSignIn()
}
