import {
  ChainNotSupportedError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '@keyway/core'
import { defineChainAdapter } from '@keyway/core/adapter'
import {
  ConnectorAlreadyConnectedError as WagmiAlreadyConnected,
  ConnectorChainMismatchError as WagmiChainMismatch,
  ConnectorUnavailableReconnectingError as WagmiReconnecting,
} from '@wagmi/core'
import { UserRejectedRequestError as ViemUserRejected } from 'viem'
import { describe, expect, it } from 'vitest'
import { fromWagmiError } from './errors.js'
import { toAdapterError } from './to-adapter-error.js'

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

  it("maps wagmi's connector errors to core's, with docs/errors.md#connecting-and-the-wallet's messages", () => {
    const already = toAdapterError(new WagmiAlreadyConnected())
    expect(already).toBeInstanceOf(ConnectorAlreadyConnectedError)
    expect((already as ConnectorAlreadyConnectedError).shortMessage).toBe(
      'Connector already connected',
    )
    const mismatch = toAdapterError(
      new WagmiChainMismatch({ connectionChainId: 1, connectorChainId: 2 }),
    )
    expect(mismatch).toBeInstanceOf(ConnectorChainMismatchError)
    expect((mismatch as ConnectorChainMismatchError).shortMessage).toBe('Chain mismatch')
    expect(
      toAdapterError(new WagmiReconnecting({ connector: { name: 'MetaMask' } })),
    ).toBeInstanceOf(ConnectorUnavailableReconnectingError)
    // A name that is only an inherited object key is no mapping.
    expect(toAdapterError(Object.assign(new Error('x'), { name: 'toString' }))).toBeInstanceOf(
      UnknownRpcError,
    )
  })

  it("is the adapter kit's translator: a wagmi error thrown inside becomes core's, once, at the boundary", async () => {
    const failing = (error: unknown) => () => Promise.reject(error)
    const adapter = defineChainAdapter(
      { namespace: 'eip155', translateError: fromWagmiError },
      () => ({
        operations: {
          getConnectors: () => [],
          connect: failing(new WagmiAlreadyConnected()),
          reconnect: failing({ code: 4001 }),
          disconnect: failing(new Error('weird')),
          getAccounts: failing(undefined),
          switchNetwork: failing(undefined),
          getBalance: failing(undefined),
          signMessage: failing(undefined),
          sendTransaction: failing(undefined),
          estimateGas: failing(undefined),
        },
      }),
    )
    await expect(adapter.connect({ connectorId: 'x' })).rejects.toBeInstanceOf(
      ConnectorAlreadyConnectedError,
    )
    await expect(adapter.reconnect({ connectorId: 'x' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(adapter.disconnect()).rejects.toBeInstanceOf(UnknownRpcError)
  })
})
