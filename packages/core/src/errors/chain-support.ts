/** What a network cannot do (docs/errors.md#networks-and-addresses): adding it to a wallet, gas prices, swaps, a send on its namespace, a coin type. Apart from errors/chain.ts, which the first load needs. */
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
