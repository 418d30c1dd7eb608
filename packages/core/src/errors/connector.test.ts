import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
  FailedToDisconnectError,
} from './connection.js'
import {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  WalletConnectConnectorNotFoundError,
} from './connector.js'

describe('docs/errors.md#connecting-and-the-wallet connector and connection errors', () => {
  it.each([
    ['ChainNotConfiguredError', ChainNotConfiguredError, 'Chain not configured'],
    [
      'ConnectorAlreadyConnectedError',
      ConnectorAlreadyConnectedError,
      'Connector already connected',
    ],
    ['ConnectorNotConnectedError', ConnectorNotConnectedError, 'Connector not connected'],
    [
      'ConnectorAccountNotFoundError',
      ConnectorAccountNotFoundError,
      'Account not found for connector',
    ],
    ['ConnectorChainMismatchError', ConnectorChainMismatchError, 'Chain mismatch'],
    [
      'ConnectorUnavailableReconnectingError',
      ConnectorUnavailableReconnectingError,
      'Connector unavailable while reconnecting',
    ],
    ['FailedToDisconnectError', FailedToDisconnectError, 'Failed to disconnect'],
    [
      'WalletConnectConnectorNotFoundError',
      WalletConnectConnectorNotFoundError,
      'WalletConnectConnector not found',
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

describe('connector errors with context', () => {
  it('Account not found for connector lists the address and connector for developers', () => {
    const error = new ConnectorAccountNotFoundError({ address: '0xabc', connectorName: 'Injected' })
    expect(error.shortMessage).toBe('Account not found for connector')
    expect(error.message).toContain('Address: 0xabc')
    expect(error.message).toContain('Connector: Injected')
  })

  it('Chain mismatch lists the expected and connector chains', () => {
    const error = new ConnectorChainMismatchError({ expectedChainId: 1, connectorChainId: 10 })
    expect(error.shortMessage).toBe('Chain mismatch')
    expect(error.message).toContain('Expected chain: 1')
    expect(error.message).toContain('Connector chain: 10')
  })
})
