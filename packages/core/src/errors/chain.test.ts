import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from './chain.js'
import {
  ChainNotSupportedError,
  GasPriceNetworkNotSupportedError,
  InvalidChainIdError,
  SwapsNetworkNotSupportedError,
  UnsupportedChainError,
} from './chain-support.js'

describe('docs/errors.md#networks-and-addresses chain and network errors', () => {
  it.each([
    ['ChainNotSupportedError', ChainNotSupportedError, 'Chain is not supported'],
    ['NetworkNotFoundError', NetworkNotFoundError, 'Network not found'],
    ['UnsupportedChainError', UnsupportedChainError, 'Unsupported chain'],
    [
      'GasPriceNetworkNotSupportedError',
      GasPriceNetworkNotSupportedError,
      'Network not supported for Gas Price',
    ],
    [
      'SwapsNetworkNotSupportedError',
      SwapsNetworkNotSupportedError,
      'Network not supported for Swaps',
    ],
    ['InvalidChainIdError', InvalidChainIdError, 'Invalid chainId'],
    ['ChainAdapterNotFoundError', ChainAdapterNotFoundError, 'Chain adapter not found'],
  ] as const)('%s has the exact spec message', (name, ErrorClass, message) => {
    const error = new ErrorClass({ details: 'context for developers' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(message)
    expect(error.message.split('\n')[0]).toBe(message)
    expect(error.name).toBe(name)
    expect(error.details).toBe('context for developers')
  })
})
