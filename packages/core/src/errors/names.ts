/** Name registration and lookup errors (docs/validation.md#names, docs/errors.md#names). */
import { BaseError, type BaseErrorParameters } from './base.js'

export type ResolveNameErrorType = ResolveNameError & { name: 'ResolveNameError' }
export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error resolving name', parameters)
  }
}

export type NameSuggestionsErrorType = NameSuggestionsError & { name: 'NameSuggestionsError' }
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

export type NamesForAddressErrorType = NamesForAddressError & { name: 'NamesForAddressError' }
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

export type RegisterNameErrorType = RegisterNameError & { name: 'RegisterNameError' }
export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError' as const
  readonly registeredName: string
  constructor(registeredName: string, parameters: BaseErrorParameters = {}) {
    super(`Error registering name ${registeredName}`, parameters)
    this.registeredName = registeredName
  }
}

export type AddressOrAuthConnectorNotFoundErrorType = AddressOrAuthConnectorNotFoundError & {
  name: 'AddressOrAuthConnectorNotFoundError'
}
/** docs/validation.md#addresses-and-network-ids: a registered-name request needs an address and the auth connector. */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

export type InvalidRegisteredNameErrorType = InvalidRegisteredNameError & {
  name: 'InvalidRegisteredNameError'
}
/** docs/validation.md#names (the spec gives the rule, not a message; this text is ours). */
export class InvalidRegisteredNameError extends BaseError {
  override name = 'InvalidRegisteredNameError' as const
  constructor(parameters: BaseErrorParameters = {}) {
    super('Name must be at least 4 characters of letters, digits and hyphens', parameters)
  }
}
