/** Chain and network errors (docs/account-features.md#send, docs/validation.md#send, docs/errors.md#networks-and-addresses). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }
/** docs/validation.md#networks, docs/errors.md#networks-and-addresses: no active network, or a network that is not among those configured. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

export type ChainAdapterNotFoundErrorType = ChainAdapterNotFoundError & {
  name: 'ChainAdapterNotFoundError'
}
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain adapter not found', parameters)
  }
}
