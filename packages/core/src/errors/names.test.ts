import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  AddressOrAuthConnectorNotFoundError,
  InvalidRegisteredNameError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './names.js'

describe('docs/errors.md#names name errors', () => {
  it.each([
    ['ResolveNameError', ResolveNameError, 'Error resolving name'],
    ['NameSuggestionsError', NameSuggestionsError, 'Error fetching name suggestions'],
    ['NamesForAddressError', NamesForAddressError, 'Error fetching names for address'],
    [
      'AddressOrAuthConnectorNotFoundError',
      AddressOrAuthConnectorNotFoundError,
      'Address or auth connector not found',
    ],
    [
      'InvalidRegisteredNameError',
      InvalidRegisteredNameError,
      'Name must be at least 4 characters of letters, digits and hyphens',
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

describe('RegisterNameError', () => {
  it("says 'Error registering name {name}' with the name filled in", () => {
    const error = new RegisterNameError('alice.keyway.id')
    expect(error.shortMessage).toBe('Error registering name alice.keyway.id')
    expect(error.registeredName).toBe('alice.keyway.id')
    expect(error.name).toBe('RegisterNameError')
  })
})
