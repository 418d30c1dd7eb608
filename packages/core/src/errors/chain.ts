/** Chain and network errors (docs/account-features.md#send, docs/validation.md#send, docs/errors.md#networks-and-addresses). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ChainNotSupportedErrorType = ChainNotSupportedError & {
  name: 'ChainNotSupportedError'
}
/** docs/errors.md#networks-and-addresses: adding a chain to a wallet fails. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }
/** docs/validation.md#networks, docs/errors.md#networks-and-addresses: no active network, or a network that is not among those configured. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }
/** docs/account-features.md#send: sending on a namespace other than eip155 or solana. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported chain', parameters)
  }
}

export type GasPriceNetworkNotSupportedErrorType = GasPriceNetworkNotSupportedError & {
  name: 'GasPriceNetworkNotSupportedError'
}
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Gas Price', parameters)
  }
}

export type SwapsNetworkNotSupportedErrorType = SwapsNetworkNotSupportedError & {
  name: 'SwapsNetworkNotSupportedError'
}
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}

export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }
/** docs/validation.md#addresses-and-network-ids: an EVM chain id must be below 2^31 to convert to a coin type (ENSIP-11). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid chainId', parameters)
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
