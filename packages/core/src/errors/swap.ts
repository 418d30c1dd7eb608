/** Swap errors (docs/account-features.md#swap, docs/errors.md#swaps): the form, the amount, the swap service's answers. */
import { BaseError, type BaseErrorParameters } from './base.js'

/** A swap asked for before both tokens and a positive amount are chosen. */
export class SwapFormIncompleteError extends BaseError {
  override name = 'SwapFormIncompleteError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Choose two tokens and an amount to swap', parameters)
  }
}

/**
 * A quote or a swap for an amount of 0 (docs/validation.md#send: an amount is required, as for Send). The
 * empty field is not this error: nothing is asked for until something is typed.
 */
export class SwapAmountRequiredError extends BaseError {
  override name = 'SwapAmountRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('An amount greater than 0 is required', parameters)
  }
}

/** A quote or a swap for more than the account holds of the source token (docs/errors.md#sending-a-transaction-the-nodes-reasons insufficient funds). */
export class SwapInsufficientBalanceError extends BaseError {
  override name = 'SwapInsufficientBalanceError' as const
  readonly symbol: string
  constructor(symbol: string, parameters: BaseErrorParameters = {}) {
    super(`Insufficient ${symbol} balance`, parameters)
    this.symbol = symbol
  }
}

/** The swap service answered without a field the swap needs (a malformed answer). */
export class SwapResponseError extends BaseError {
  override name = 'SwapResponseError' as const
  constructor(what: string, parameters: BaseErrorParameters = {}) {
    super(`The swap service answered without ${what}`, parameters)
  }
}

/** An approval sent for the swap did not show in the allowance within the polls allowed. */
export class SwapApprovalTimeoutError extends BaseError {
  override name = 'SwapApprovalTimeoutError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The approval did not reach the chain in time', parameters)
  }
}

/** docs/overview.md#feature-flags: the swaps feature flag is off (or its service has no endpoint). */
export class SwapsDisabledError extends BaseError {
  override name = 'SwapsDisabledError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Swaps are not enabled', parameters)
  }
}

/** The approval and the swap sent as one batch did not complete (its final status). */
export class SwapBatchFailedError extends BaseError {
  override name = 'SwapBatchFailedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The approval and swap batch did not go through', parameters)
  }
}
