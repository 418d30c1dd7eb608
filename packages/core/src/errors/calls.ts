/** The batched calls' payload errors (docs/validation.md): loaded with the first batch. */
import { BaseError, type BaseErrorParameters } from './base.js'

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
