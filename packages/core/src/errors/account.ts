/** Account, balance and activity errors (docs/account-features.md#activity, docs/validation.md#balances-and-activity, docs/errors.md#account-activity). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type NoActiveCaipAddressErrorType = NoActiveCaipAddressError & {
  name: 'NoActiveCaipAddressError'
}
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

export type TokenBalanceUnavailableErrorType = TokenBalanceUnavailableError & {
  name: 'TokenBalanceUnavailableError'
}
/**
 * docs/errors.md#networks-and-addresses: banner when the network is unsupported or the balance fetch fails. Apps show it
 * as is (a balance hook's `error.message`), so the failure it wraps stays in `cause` only.
 */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', { detailsFromCause: false, ...parameters })
  }
}

export type FetchTransactionsErrorType = FetchTransactionsError & {
  name: 'FetchTransactionsError'
}
/** docs/account-features.md#activity, docs/errors.md#account-activity: shown, and an analytics error event is sent. */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to fetch transactions', parameters)
  }
}

export type AccountAddressRequiredErrorType = AccountAddressRequiredError & {
  name: 'AccountAddressRequiredError'
}
/** docs/validation.md#addresses-and-network-ids: fetching transactions requires an account address. */
export class AccountAddressRequiredError extends BaseError {
  override name = 'AccountAddressRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super("Transactions can't be fetched without an accountAddress", parameters)
  }
}
