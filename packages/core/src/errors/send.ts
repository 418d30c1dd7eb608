/** Send form errors (docs/validation.md#send). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type SendAmountAndReceiverRequiredErrorType = SendAmountAndReceiverRequiredError & {
  name: 'SendAmountAndReceiverRequiredError'
}
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('An amount and receiver address are required', parameters)
  }
}

export type SendTokenRequiredErrorType = SendTokenRequiredError & {
  name: 'SendTokenRequiredError'
}
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('A token is required', parameters)
  }
}
