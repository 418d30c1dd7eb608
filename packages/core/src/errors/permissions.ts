/**
 * Smart-session permission errors (docs/smart-sessions.md). Messages are ours: the details
 * name the field or the answer that was wrong.
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type InvalidPermissionsRequestErrorType = InvalidPermissionsRequestError & {
  name: 'InvalidPermissionsRequestError'
}
/**
 * A grant or revoke request refused before any wallet was asked: the details name the field
 * (`expiry must be at most 30 days ahead`, `permissions[0].data.tokenAddress must be…`).
 */
export class InvalidPermissionsRequestError extends BaseError {
  override name = 'InvalidPermissionsRequestError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid permissions request', parameters)
  }
}

export type PermissionsNotSupportedErrorType = PermissionsNotSupportedError & {
  name: 'PermissionsNotSupportedError'
}
/**
 * Permissions are not available here: the wallet does not grant them (its answer was 4200,
 * -32601 or 5700, or the adapter has no such method), or the sessions list cannot be read
 * (no blockchain API endpoint). `code` keeps the wallet's code when there was one.
 */
export class PermissionsNotSupportedError extends BaseError {
  override name = 'PermissionsNotSupportedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Permissions are not supported by this wallet or service', parameters)
  }
}

export type PermissionsResponseErrorType = PermissionsResponseError & {
  name: 'PermissionsResponseError'
}
/** The wallet or the sessions service answered in a shape that is not the contract's. */
export class PermissionsResponseError extends BaseError {
  override name = 'PermissionsResponseError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The permissions answer is not valid', parameters)
  }
}
