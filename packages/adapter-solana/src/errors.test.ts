import {
  ChainNotConfiguredError,
  InternalRpcError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { mapErrors, toAdapterError } from './errors.js'

describe('toAdapterError', () => {
  it.each([
    ['a 4001 from a Wallet Standard wallet', { code: 4001, message: 'User rejected the request.' }],
    ['a WalletConnect 5000 answer', { code: 5000, message: 'User rejected.' }],
    ['a code-less rejection', new Error('User rejected the request')],
    [
      'a rejection wrapped by wallet-adapter',
      { name: 'WalletSignMessageError', error: { code: 4001 } },
    ],
  ])('maps %s to UserRejectedRequestError (spec §8)', (_, thrown) => {
    expect(toAdapterError(thrown)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('keeps core errors as they are', () => {
    const error = new ChainNotConfiguredError({ details: 'solana:x' })
    expect(toAdapterError(error)).toBe(error)
  })

  it('maps an RPC error code to its class and anything else to UnknownRpcError', () => {
    expect(toAdapterError({ code: -32603, message: 'boom' })).toBeInstanceOf(InternalRpcError)
    expect(toAdapterError(new Error('socket hang up'))).toBeInstanceOf(UnknownRpcError)
  })

  it('mapErrors rethrows the typed error', async () => {
    await expect(
      mapErrors(async () => {
        throw { code: 4001 }
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
