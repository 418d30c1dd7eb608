import { describe, expect, it } from 'vitest'
import { MethodNotAllowedError } from '../errors/embedded-wallet-frame.js'
import {
  assertEmbeddedWalletMethodAllowed,
  isEmbeddedWalletMethodAllowed,
  isSafeRequest,
  isUnsafeRequest,
} from './rpc-methods.js'

describe('safe and not-safe requests (spec §6)', () => {
  it.each(['eth_getBalance', 'eth_call', 'eth_chainId', 'eth_sendRawTransaction', 'eth_getLogs'])(
    '%s is safe, not unsafe',
    (method) => {
      expect(isSafeRequest(method)).toBe(true)
      expect(isUnsafeRequest(method)).toBe(false)
      expect(isSafeRequest({ method })).toBe(true)
    },
  )

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('%s is unsafe, not safe', (method) => {
    expect(isUnsafeRequest(method)).toBe(true)
    expect(isUnsafeRequest({ method })).toBe(true)
    expect(isSafeRequest(method)).toBe(false)
  })

  it('an unknown method is neither safe nor unsafe (so it is not aborted)', () => {
    expect(isSafeRequest('eth_somethingNew')).toBe(false)
    expect(isUnsafeRequest('eth_somethingNew')).toBe(false)
  })

  it('method names are case-sensitive', () => {
    expect(isUnsafeRequest('PERSONAL_SIGN')).toBe(false)
  })
})

describe('embedded-wallet allowed methods (spec §6)', () => {
  it.each(['eth_getBalance', 'personal_sign', 'eth_sendTransaction', 'solana_signTransaction'])(
    '%s is allowed',
    (method) => {
      expect(isEmbeddedWalletMethodAllowed(method)).toBe(true)
      expect(() => assertEmbeddedWalletMethodAllowed({ method })).not.toThrow()
    },
  )

  it.each(['eth_sign', 'eth_sendUserOperation', 'debug_traceTransaction', ''])(
    "%o is rejected with 'method not allowed'",
    (method) => {
      expect(isEmbeddedWalletMethodAllowed(method)).toBe(false)
      expect(() => assertEmbeddedWalletMethodAllowed(method)).toThrow(MethodNotAllowedError)
      expect(() => assertEmbeddedWalletMethodAllowed(method)).toThrow('method not allowed')
    },
  )
})
