import { describe, expect, it } from 'vitest'
import * as rpcLists from './rpc.js'
import * as rpcCodes from './rpc-codes.js'
import * as walletMethods from './wallet-methods.js'

describe('docs/roles.md#safe-and-unsafe-methods', () => {
  it.each([
    'eth_getBalance',
    'eth_call',
    'eth_chainId',
    'eth_sendRawTransaction',
    'eth_blockNumber',
    'eth_estimateGas',
    'eth_gasPrice',
    'eth_getTransactionReceipt',
    'eth_getTransactionByHash',
    'eth_getCode',
    'eth_getLogs',
    'eth_feeHistory',
    'eth_maxPriorityFeePerGas',
    'eth_getTransactionCount',
    'net_version',
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_getAssets',
  ])('%s is a safe method', (method) => {
    expect(rpcLists.SAFE_RPC_METHODS).toContain(method)
  })

  it('the not-safe list is exactly the signing and sending methods of docs/roles.md#safe-and-unsafe-methods', () => {
    expect([...rpcLists.UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
  })

  it('no method is both safe and not safe', () => {
    const safe = new Set<string>(rpcLists.SAFE_RPC_METHODS)
    expect(rpcLists.UNSAFE_RPC_METHODS.filter((method) => safe.has(method))).toEqual([])
  })

  it.each([
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_getAssets',
  ])('%s is allowed over the wallet-connect protocol', (method) => {
    expect(walletMethods.WALLETCONNECT_EIP155_METHODS).toContain(method)
  })

  it('the embedded wallet allows every safe method and its signing methods, not user operations', () => {
    for (const method of rpcLists.SAFE_RPC_METHODS) {
      expect(walletMethods.EMBEDDED_WALLET_ALLOWED_METHODS).toContain(method)
    }
    expect(walletMethods.EMBEDDED_WALLET_ALLOWED_METHODS).toContain('personal_sign')
    expect(walletMethods.EMBEDDED_WALLET_ALLOWED_METHODS).toContain('solana_signTransaction')
    expect(walletMethods.EMBEDDED_WALLET_ALLOWED_METHODS).not.toContain('eth_sendUserOperation')
    expect(walletMethods.EMBEDDED_WALLET_ALLOWED_METHODS).not.toContain('eth_sign')
  })
})

describe('docs/errors.md#json-rpc-errors', () => {
  it('JSON-RPC codes run from -32700 to -32006', () => {
    expect(rpcCodes.JSON_RPC_ERROR_CODES).toEqual({
      parse: -32700,
      invalidRequest: -32600,
      methodNotFound: -32601,
      invalidParams: -32602,
      internal: -32603,
      invalidInput: -32000,
      resourceNotFound: -32001,
      resourceUnavailable: -32002,
      transactionRejected: -32003,
      methodNotSupported: -32004,
      limitExceeded: -32005,
      versionNotSupported: -32006,
    })
  })

  it('EIP-1193 codes are 4001, 4100, 4200, 4900, 4901, 4902', () => {
    expect(Object.values(rpcCodes.PROVIDER_ERROR_CODES)).toEqual([
      4001, 4100, 4200, 4900, 4901, 4902,
    ])
  })

  it('EIP-5792 codes are 5700 to 5760 in steps of 10', () => {
    expect(Object.values(rpcCodes.WALLET_CALLS_ERROR_CODES)).toEqual([
      5700, 5710, 5720, 5730, 5740, 5750, 5760,
    ])
  })

  it('4001 and 5000 are user rejections', () => {
    expect([...rpcCodes.USER_REJECTION_CODES]).toEqual([4001, 5000])
  })
})
