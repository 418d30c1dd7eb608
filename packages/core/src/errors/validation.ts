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
