/** CAIP id errors (docs/validation.md#addresses-and-network-ids, docs/errors.md). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & {
  name: 'InvalidCaipAddressError'
}
/** docs/errors.md#networks-and-addresses: a value that should be a CAIP address is missing or not a string. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid CAIP Address', parameters)
  }
}

export type InvalidCaip10AddressErrorType = InvalidCaip10AddressError & {
  name: 'InvalidCaip10AddressError'
}
/** docs/validation.md#addresses-and-network-ids: a CAIP-10 address needs exactly 3 colon-separated non-empty parts. */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid CAIP-10 address', parameters)
  }
}

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & {
  name: 'InvalidCaipNetworkIdError'
}
/** docs/validation.md#addresses-and-network-ids: a CAIP-2 network id needs exactly 2 colon-separated non-empty parts. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid CAIP-2 network id', parameters)
  }
}
