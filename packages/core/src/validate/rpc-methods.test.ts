import { describe, expect, it } from 'vitest'
import { UNSAFE_RPC_METHODS } from '../constants/rpc.js'
import { isSafeRequest } from './rpc-methods.js'

describe('safe requests (the ones left to complete when the wallet goes away)', () => {
  it.each(['eth_getBalance', 'eth_call', 'eth_chainId', 'eth_sendRawTransaction', 'eth_getLogs'])(
    '%s is safe',
    (method) => {
      expect(isSafeRequest(method)).toBe(true)
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
  ])('%s signs or sends: not safe', (method) => {
    expect(UNSAFE_RPC_METHODS).toContain(method)
    expect(isSafeRequest(method)).toBe(false)
    expect(isSafeRequest({ method })).toBe(false)
  })

  it('method names are case-sensitive', () => {
    expect(isSafeRequest('ETH_GETBALANCE')).toBe(false)
  })
})
