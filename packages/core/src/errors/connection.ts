/** What a wallet's connection reports once it is asked (docs/errors.md#connecting-and-the-wallet): loaded with the connect and restore rules, not at page load. */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ConnectorAlreadyConnectedErrorType = ConnectorAlreadyConnectedError & {
  name: 'ConnectorAlreadyConnectedError'
}
export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnectedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector already connected', parameters)
  }
}

export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError & {
  name: 'ConnectorAccountNotFoundError'
}
export class ConnectorAccountNotFoundError extends BaseError {
  override name = 'ConnectorAccountNotFoundError' as const
  constructor(parameters: BaseErrorParameters & { address?: string; connectorName?: string } = {}) {
    const { address, connectorName, ...rest } = parameters
    super('Account not found for connector', {
      ...rest,
      // Name the account and connector for developers; the short message stays exact.
      metaMessages: [
        ...(address ? [`Address: ${address}`] : []),
        ...(connectorName ? [`Connector: ${connectorName}`] : []),
        ...(rest.metaMessages ?? []),
      ],
    })
  }
}

export type ConnectorChainMismatchErrorType = ConnectorChainMismatchError & {
  name: 'ConnectorChainMismatchError'
}
/** The connector reports a different chain than the one the request was made for. */
export class ConnectorChainMismatchError extends BaseError {
  override name = 'ConnectorChainMismatchError' as const
  constructor(
    parameters: BaseErrorParameters & {
      expectedChainId?: number | string
      connectorChainId?: number | string
    } = {},
  ) {
    const { expectedChainId, connectorChainId, ...rest } = parameters
    super('Chain mismatch', {
      ...rest,
      metaMessages: [
        ...(expectedChainId !== undefined ? [`Expected chain: ${expectedChainId}`] : []),
        ...(connectorChainId !== undefined ? [`Connector chain: ${connectorChainId}`] : []),
        ...(rest.metaMessages ?? []),
      ],
    })
  }
}

export type ConnectorUnavailableReconnectingErrorType = ConnectorUnavailableReconnectingError & {
  name: 'ConnectorUnavailableReconnectingError'
}
/** A connector was used while the reconnect pass (docs/connection.md#reconnecting-on-page-load) had not finished with it. */
export class ConnectorUnavailableReconnectingError extends BaseError {
  override name = 'ConnectorUnavailableReconnectingError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connector unavailable while reconnecting', parameters)
  }
}

export type FailedToDisconnectErrorType = FailedToDisconnectError & {
  name: 'FailedToDisconnectError'
}
export class FailedToDisconnectError extends BaseError {
  override name = 'FailedToDisconnectError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}
