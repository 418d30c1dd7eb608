/** Account, balance and activity errors (spec §4, §5, §8). */
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
 * spec §8: banner when the network is unsupported or the balance fetch fails. Apps show it
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
/** spec §4 Transaction history, §8: shown, and an analytics error event is sent. */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to fetch transactions', parameters)
  }
}

export type AccountAddressRequiredErrorType = AccountAddressRequiredError & {
  name: 'AccountAddressRequiredError'
}
/** spec §5: fetching transactions requires an account address. */
export class AccountAddressRequiredError extends BaseError {
  override name = 'AccountAddressRequiredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super("Transactions can't be fetched without an accountAddress", parameters)
  }
}
