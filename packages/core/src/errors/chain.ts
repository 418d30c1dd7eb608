/** Chain and network errors (spec §4 Send, §5, §8). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ChainNotSupportedErrorType = ChainNotSupportedError & {
  name: 'ChainNotSupportedError'
}
/** spec §8: adding a chain to a wallet fails. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

export type NetworkNotFoundErrorType = NetworkNotFoundError & { name: 'NetworkNotFoundError' }
/** spec §5, §8: no active network, or a network that is not among those configured. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }
/** spec §4 Send: sending on a namespace other than eip155 or solana. */
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
/** spec §5: an EVM chain id must be below 2^31 to convert to a coin type (ENSIP-11). */
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
