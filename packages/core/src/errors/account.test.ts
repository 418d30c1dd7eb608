import { describe, expect, it } from 'vitest'
import {
  AccountAddressRequiredError,
  FetchTransactionsError,
  NoActiveCaipAddressError,
  TokenBalanceUnavailableError,
} from './account.js'
import { BaseError } from './base.js'

describe('docs/errors.md#account-activity account, balance and activity errors', () => {
  it.each([
    ['NoActiveCaipAddressError', NoActiveCaipAddressError, 'No ActiveCaipAddress found'],
    ['TokenBalanceUnavailableError', TokenBalanceUnavailableError, 'Token Balance Unavailable'],
    ['FetchTransactionsError', FetchTransactionsError, 'Failed to fetch transactions'],
    [
      'AccountAddressRequiredError',
      AccountAddressRequiredError,
      "Transactions can't be fetched without an accountAddress",
    ],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})

describe('TokenBalanceUnavailableError wrapping a library failure', () => {
  it("keeps the library's text out of its message and details; the cause holds it", () => {
    const cause = new Error(
      'HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {"method":"eth_getBalance"}\n\nVersion: viem@2.0.0',
    )
    const error = new TokenBalanceUnavailableError({ cause })
    expect(error.message).toBe('Token Balance Unavailable')
    expect(error.details).toBeUndefined()
    expect(error.cause).toBe(cause)
  })
})
