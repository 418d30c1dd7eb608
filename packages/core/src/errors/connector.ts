/** Connector and connection errors (docs/errors.md#connecting-and-the-wallet). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ChainNotConfiguredErrorType = ChainNotConfiguredError & {
  name: 'ChainNotConfiguredError'
}
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain not configured', parameters)
  }
}

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & {
  name: 'ConnectorNotConnectedError'
}
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector not connected', parameters)
  }
}

export type WalletConnectConnectorNotFoundErrorType = WalletConnectConnectorNotFoundError & {
  name: 'WalletConnectConnectorNotFoundError'
}
export class WalletConnectConnectorNotFoundError extends BaseError {
  override name = 'WalletConnectConnectorNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('WalletConnectConnector not found', parameters)
  }
}
