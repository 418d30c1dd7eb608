/**
 * The safe and unsafe RPC methods of docs/roles.md#safe-and-unsafe-methods: the first load
 * checks requests against them. The WalletConnect and embedded-wallet lists are in
 * wallet-methods.ts, the error codes in rpc-codes.ts: they load with what uses them.
 */

/** docs/roles.md#safe-and-unsafe-methods: safe (read-only) methods. eth_sendRawTransaction is listed as safe by the spec. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/** docs/roles.md#safe-and-unsafe-methods: not-safe methods (signing and sending). Only these are aborted (docs/connection.md#requests-in-flight). */
export const UNSAFE_RPC_METHODS = [
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
] as const
