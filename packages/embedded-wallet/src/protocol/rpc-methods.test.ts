import { describe, expect, it } from 'vitest'
import {
  EMBEDDED_WALLET_RPC_METHODS,
  EMBEDDED_WALLET_SOLANA_METHODS,
  isEmbeddedWalletRpcMethod,
  rpcMethodPolicy,
} from './rpc-methods.js'

describe('rpcMethodPolicy', () => {
  it('answers reads silently', () => {
    expect(rpcMethodPolicy('eth_chainId')).toBe('safe')
    expect(rpcMethodPolicy('eth_getBalance')).toBe('safe')
  })

  it('sends signing and sending through the approval (docs/views.md#the-send-flow)', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      ...EMBEDDED_WALLET_SOLANA_METHODS,
    ]) {
      expect(rpcMethodPolicy(method), method).toBe('approval')
    }
  })

  it('refuses methods off the list', () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'debug_traceCall', '', 'toString']) {
      expect(rpcMethodPolicy(method), method).toBe('not-allowed')
      expect(isEmbeddedWalletRpcMethod(method)).toBe(false)
    }
  })

  it('every Solana method is on the list', () => {
    for (const method of EMBEDDED_WALLET_SOLANA_METHODS) {
      expect(EMBEDDED_WALLET_RPC_METHODS).toContain(method)
    }
  })
})
