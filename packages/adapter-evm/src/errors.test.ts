import { ChainNotSupportedError, UnknownRpcError, UserRejectedRequestError } from '@keyway/core'
import { UserRejectedRequestError as ViemUserRejected } from 'viem'
import { describe, expect, it } from 'vitest'
import { mapErrors, toAdapterError } from './errors.js'

describe('toAdapterError', () => {
  it("passes core's typed errors through", () => {
    const error = new ChainNotSupportedError()
    expect(toAdapterError(error)).toBe(error)
  })

  it("maps viem's user rejection (wagmi wraps wallet 4001 in it) to core's", () => {
    expect(toAdapterError(new ViemUserRejected(new Error('no')))).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('maps a wallet error with code 5000 to a user rejection', () => {
    expect(toAdapterError({ code: 5000, message: 'cancelled' })).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('maps an error without a code to an unknown RPC error', () => {
    expect(toAdapterError(new Error('weird'))).toBeInstanceOf(UnknownRpcError)
  })

  it('mapErrors rethrows typed', async () => {
    await expect(mapErrors(() => Promise.reject({ code: 4001 }))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
