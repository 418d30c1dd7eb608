import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
} from './json-rpc.js'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './provider-rpc.js'
import { isUserRejection, toRpcError } from './rpc.js'
import { RpcError } from './rpc-base.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './wallet-calls-rpc.js'

const CODE_TABLE = [
  [-32700, ParseRpcError, 'ParseRpcError'],
  [-32600, InvalidRequestRpcError, 'InvalidRequestRpcError'],
  [-32601, MethodNotFoundRpcError, 'MethodNotFoundRpcError'],
  [-32602, InvalidParamsRpcError, 'InvalidParamsRpcError'],
  [-32603, InternalRpcError, 'InternalRpcError'],
  [-32000, InvalidInputRpcError, 'InvalidInputRpcError'],
  [-32001, ResourceNotFoundRpcError, 'ResourceNotFoundRpcError'],
  [-32002, ResourceUnavailableRpcError, 'ResourceUnavailableRpcError'],
  [-32003, TransactionRejectedRpcError, 'TransactionRejectedRpcError'],
  [-32004, MethodNotSupportedRpcError, 'MethodNotSupportedRpcError'],
  [-32005, LimitExceededRpcError, 'LimitExceededRpcError'],
  [-32006, JsonRpcVersionUnsupportedError, 'JsonRpcVersionUnsupportedError'],
  [4001, UserRejectedRequestError, 'UserRejectedRequestError'],
  [4100, UnauthorizedProviderError, 'UnauthorizedProviderError'],
  [4200, UnsupportedProviderMethodError, 'UnsupportedProviderMethodError'],
  [4900, ProviderDisconnectedError, 'ProviderDisconnectedError'],
  [4901, ChainDisconnectedError, 'ChainDisconnectedError'],
  [4902, SwitchChainError, 'SwitchChainError'],
  [5700, UnsupportedNonOptionalCapabilityError, 'UnsupportedNonOptionalCapabilityError'],
  [5710, UnsupportedChainIdError, 'UnsupportedChainIdError'],
  [5720, DuplicateIdError, 'DuplicateIdError'],
  [5730, UnknownBundleIdError, 'UnknownBundleIdError'],
  [5740, BundleTooLargeError, 'BundleTooLargeError'],
  [5750, AtomicReadyWalletRejectedUpgradeError, 'AtomicReadyWalletRejectedUpgradeError'],
  [5760, AtomicityNotSupportedError, 'AtomicityNotSupportedError'],
] as const

const KNOWN_CODES = new Set<number>([...CODE_TABLE.map(([code]) => code), 5000])

describe('toRpcError (docs/errors.md#json-rpc-errors, EIP-1193, EIP-5792 codes)', () => {
  it.each(CODE_TABLE)('maps code %i to %o', (code, ErrorClass, name) => {
    const error = toRpcError({ code, message: 'from the wallet', data: { extra: 1 } })
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error.details).toBe('from the wallet')
    expect(error.data).toEqual({ extra: 1 })
  })

  it.each(CODE_TABLE)(
    'class for code %i carries that code when built directly',
    (code, ErrorClass) => {
      expect(new ErrorClass().code).toBe(code)
      expect(ErrorClass.code).toBe(code)
    },
  )

  it('treats code 5000 as a user rejection, keeping the code received', () => {
    const error = toRpcError({ code: 5000, message: 'User disapproved requested methods' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(5000)
  })

  it('turns an unknown code into UnknownRpcError with that code', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((code) => !KNOWN_CODES.has(code)),
        (code) => {
          const error = toRpcError({ code, message: 'odd' })
          expect(error).toBeInstanceOf(UnknownRpcError)
          expect(error.code).toBe(code)
        },
      ),
    )
  })

  it.each([
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an Error without code', new Error('socket hang up')],
    ['an object with a non-numeric code', { code: 'ECONNRESET', message: 'reset' }],
    ['an object with a fractional code', { code: 4001.5 }],
  ])('turns %s into UnknownRpcError with code -1', (_label, value) => {
    const error = toRpcError(value)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.code).toBe(-1)
    expect(error.shortMessage).toBe('An unknown RPC error occurred.')
    expect(error.cause).toBe(value)
  })

  it('finds the code inside a wrapping error (cause) or a provider envelope (error)', () => {
    const inner = { code: 4902, message: 'Unrecognized chain ID' }
    expect(toRpcError(new Error('wrapped', { cause: inner }))).toBeInstanceOf(SwitchChainError)
    expect(toRpcError({ error: inner })).toBeInstanceOf(SwitchChainError)
  })

  it('returns an existing typed error unchanged, also when it is wrapped', () => {
    const typed = new LimitExceededRpcError()
    expect(toRpcError(typed)).toBe(typed)
    expect(toRpcError(new Error('outer', { cause: typed }))).toBe(typed)
  })

  it('classes a code-less "User rejected the request" message as a user rejection', () => {
    expect(toRpcError(new Error('User rejected the request.'))).toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(toRpcError('Transaction was cancelled by the user')).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('does not survive a cyclic cause chain by looping', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' }
    const b = { cause: a, message: 'b' }
    a.cause = b
    expect(toRpcError(a)).toBeInstanceOf(UnknownRpcError)
  })
})

describe('isUserRejection', () => {
  it.each([
    ['code 4001', { code: 4001 }],
    ['code 5000', { code: 5000 }],
    ['a UserRejectedRequestError', new UserRejectedRequestError()],
    ['a rejection wrapped by another RPC error', new InternalRpcError({ cause: { code: 4001 } })],
    ['a rejection wrapped by a plain Error', new Error('failed', { cause: { code: 5000 } })],
    ['a code-less rejection message', new Error('User denied transaction signature')],
  ])('is true for %s', (_label, value) => {
    expect(isUserRejection(value)).toBe(true)
  })

  it.each([
    ['code 4100', { code: 4100 }],
    ['code -32603', { code: -32603, message: 'internal' }],
    ['a network error', new TypeError('fetch failed')],
    ['undefined', undefined],
    ['a code with a rejection-like message', { code: -32000, message: 'user rejected' }],
  ])('is false for %s', (_label, value) => {
    expect(isUserRejection(value)).toBe(false)
  })
})
