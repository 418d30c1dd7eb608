/** Sign-in (SIWX) and signing errors (docs/sign-in.md#when-sign-in-starts, docs/validation.md#configuration, docs/errors.md#sign-in-siwx). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type SiwxNotEnabledErrorType = SiwxNotEnabledError & { name: 'SiwxNotEnabledError' }
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

export type SignatureDeclinedErrorType = SignatureDeclinedError & {
  name: 'SignatureDeclinedError'
}
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Signature declined', parameters)
  }
}

export type SmartAccountSignatureErrorType = SmartAccountSignatureError & {
  name: 'SmartAccountSignatureError'
}
/** docs/errors.md#sign-in-siwx: a sign failure while a smart account is active. */
export class SmartAccountSignatureError extends BaseError {
  override name = 'SmartAccountSignatureError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('This application might not support Smart Accounts', parameters)
  }
}

export type SiwxAuthMismatchErrorType = SiwxAuthMismatchError & { name: 'SiwxAuthMismatchError' }
/** A sign-in signed while connecting that answers another request (nonce, domain or URI). */
export class SiwxAuthMismatchError extends BaseError {
  override name = 'SiwxAuthMismatchError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The signed message does not match the sign-in request', parameters)
  }
}
