import { describe, expect, it } from 'vitest'
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '../errors/connector.js'
import { InternalRpcError } from '../errors/json-rpc.js'
import { UnknownRpcError, UserRejectedRequestError } from '../errors/provider-rpc.js'
import { toAdapterError } from './adapter-errors.js'

describe('toAdapterError', () => {
  it("keeps core's typed errors as they are", () => {
    const error = new ChainNotConfiguredError({ details: 'solana:x' })
    expect(toAdapterError(error)).toBe(error)
  })

  it.each([
    ['a 4001 from a wallet', { code: 4001, message: 'User rejected the request.' }],
    ['a WalletConnect 5000 answer', { code: 5000, message: 'User rejected.' }],
    ['a code-less rejection', new Error('User rejected the request')],
    [
      'a rejection wrapped by wallet-adapter',
      { name: 'WalletSignMessageError', error: { code: 4001 } },
    ],
  ])('maps %s to UserRejectedRequestError (docs/errors.md)', (_, thrown) => {
    expect(toAdapterError(thrown)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('maps an RPC error code to its class and anything else to UnknownRpcError', () => {
    expect(toAdapterError({ code: -32603, message: 'boom' })).toBeInstanceOf(InternalRpcError)
    expect(toAdapterError(new Error('socket hang up'))).toBeInstanceOf(UnknownRpcError)
  })

  it("uses the adapter's translation of its library's errors first, else the RPC mapping", () => {
    const translate = (error: Error) =>
      error.name === 'LibraryNotConnected'
        ? new ConnectorNotConnectedError({ cause: error })
        : undefined
    const libraryError = Object.assign(new Error('not connected'), { name: 'LibraryNotConnected' })
    const translated = toAdapterError(libraryError, translate)
    expect(translated).toBeInstanceOf(ConnectorNotConnectedError)
    expect((translated as ConnectorNotConnectedError).cause).toBe(libraryError)
    expect(toAdapterError(new Error('weird'), translate)).toBeInstanceOf(UnknownRpcError)
    // Only thrown Errors are offered to the translation; a coded object goes to toRpcError.
    expect(toAdapterError({ code: 4001 }, () => new ChainNotConfiguredError())).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
