/**
 * Typed errors of @keyway/siwx. Each derives from core's BaseError, so `shortMessage` is
 * the sentence an app may show and `details` the developer-facing reason.
 */
import { BaseError, type BaseErrorParameters } from '@keyway/core'

/** Why a sign-in message could not be read or built. */
export type SiwxMessageErrorReason =
  | 'too-long'
  | 'header'
  | 'address'
  | 'statement'
  | 'field'
  | 'missing-field'
  | 'timestamp'
  | 'chain'
  | 'resources'
  | 'trailing'

export type SiwxMessageErrorType = SiwxMessageError & { name: 'SiwxMessageError' }

/** A sign-in message that is not a well-formed CAIP-122 message. */
export class SiwxMessageError extends BaseError {
  override name = 'SiwxMessageError' as const
  readonly reason: SiwxMessageErrorReason

  constructor(
    reason: SiwxMessageErrorReason,
    details: string,
    parameters: Omit<BaseErrorParameters, 'details'> = {},
  ) {
    super('Invalid sign-in message', { ...parameters, details })
    this.reason = reason
  }
}

/** Why a signed sign-in message was refused. Verification fails closed on each. */
export type SiwxVerificationFailure =
  | 'malformed'
  | 'domain'
  /** The message's URI is not one the verifier expects. */
  | 'uri'
  /** The message's chain id is not one the verifier expects. */
  | 'chain'
  | 'nonce'
  | 'expired'
  | 'not-yet-valid'
  | 'too-old'
  | 'issued-in-future'
  | 'signature'
  /** A CACAO sent beside the message is not the message's own. */
  | 'cacao'

export type SiwxVerificationErrorType = SiwxVerificationError & {
  name: 'SiwxVerificationError'
}

export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError' as const
  readonly reason: SiwxVerificationFailure

  constructor(
    reason: SiwxVerificationFailure,
    details: string,
    parameters: Omit<BaseErrorParameters, 'details'> = {},
  ) {
    super('Sign-in could not be verified', { ...parameters, details })
    this.reason = reason
  }
}
