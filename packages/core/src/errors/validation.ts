/**
 * Payload validation errors of docs/validation.md whose message the spec does not give; the texts
 * are ours. (Rules with a given message have their error in their own domain file.)
 */
import { BaseError, type BaseErrorParameters } from './base.js'

export type InvalidThemeModeErrorType = InvalidThemeModeError & { name: 'InvalidThemeModeError' }
export class InvalidThemeModeError extends BaseError {
  override name = 'InvalidThemeModeError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid theme mode', parameters)
  }
}

export type ProjectIdRequiredErrorType = ProjectIdRequiredError & {
  name: 'ProjectIdRequiredError'
}
/** docs/validation.md#configuration: the sync-data payload requires a projectId. */
export class ProjectIdRequiredError extends BaseError {
  override name = 'ProjectIdRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('projectId is required', parameters)
  }
}

export type InvalidSendCallsErrorType = InvalidSendCallsError & {
  name: 'InvalidSendCallsError'
}
/** docs/validation.md#batched-calls wallet_sendCalls: `to` must start with 0x; `data`, if present, too. */
export class InvalidSendCallsError extends BaseError {
  override name = 'InvalidSendCallsError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid wallet_sendCalls parameters', parameters)
  }
}

export type InvalidDecimalNumberErrorType = InvalidDecimalNumberError & {
  name: 'InvalidDecimalNumberError'
}
/** parseUnits got something that is not a plain decimal number ("1.5", "-2", ".3"). */
export class InvalidDecimalNumberError extends BaseError {
  override name = 'InvalidDecimalNumberError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid decimal number', parameters)
  }
}
