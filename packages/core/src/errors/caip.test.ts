import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from './caip.js'

describe('docs/errors.md#networks-and-addresses', () => {
  it.each([
    ['InvalidCaipAddressError', InvalidCaipAddressError, 'Invalid CAIP Address'],
    ['InvalidCaip10AddressError', InvalidCaip10AddressError, 'Invalid CAIP-10 address'],
    ['InvalidCaipNetworkIdError', InvalidCaipNetworkIdError, 'Invalid CAIP-2 network id'],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})
