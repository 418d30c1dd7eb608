/**
 * Onramp errors (docs/account-features.md#onramp, docs/validation.md#onramp-limits limits, docs/errors.md#onramp): kept apart from the feature's lazily
 * loaded code, so the actions can throw them while a first visit downloads little.
 */
import { BaseError, type BaseErrorParameters } from './base.js'

/** docs/overview.md#feature-flags: the onramp feature flag is off (or its service has no endpoint). */
export class OnrampDisabledError extends BaseError {
  override name = 'OnrampDisabledError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Onramp is not enabled', parameters)
  }
}

/** A purchase needs a connected wallet to deliver to. */
export class OnrampAccountRequiredError extends BaseError {
  override name = 'OnrampAccountRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connect a wallet to buy crypto', parameters)
  }
}

/** docs/validation.md#onramp-limits onramp limits: the amount is outside the payment method's range. */
export class OnrampAmountOutOfLimitsError extends BaseError {
  override name = 'OnrampAmountOutOfLimitsError' as const
  readonly min: string
  readonly max: string
  constructor(
    limits: { min: string; max: string; currency: string },
    parameters: BaseErrorParameters = {},
  ) {
    super(`Amount must be between ${limits.min} and ${limits.max} ${limits.currency}`, parameters)
    this.min = limits.min
    this.max = limits.max
  }
}

/** The browser refused to open the provider's window. */
export class OnrampPopupBlockedError extends BaseError {
  override name = 'OnrampPopupBlockedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('The provider window was blocked. Allow pop-ups and try again', parameters)
  }
}

/** The onramp service answered without a field the purchase needs (a malformed answer). */
export class OnrampResponseError extends BaseError {
  override name = 'OnrampResponseError' as const
  constructor(what: string, parameters: BaseErrorParameters = {}) {
    super(`The onramp service answered without ${what}`, parameters)
  }
}
