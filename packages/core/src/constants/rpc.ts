/** RPC method lists of docs/roles.md#safe-and-unsafe-methods and the JSON-RPC / EIP-1193 / EIP-5792 codes of docs/errors.md#json-rpc-errors. */

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

/** docs/roles.md#walletconnect-methods: eip155 methods requested over the wallet-connect protocol. */
export const WALLETCONNECT_EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

/** Solana methods requested over the wallet-connect protocol. */
export const WALLETCONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/**
 * docs/roles.md#embedded-wallet-methods: methods the embedded wallet accepts; any other is rejected with
 * 'method not allowed'. The spec does not show the list, so it is our choice: every safe
 * method plus the signing methods the embedded wallet implements (no eth_sendUserOperation
 * and no raw eth_sign: the frame builds user operations itself and never signs raw hashes).
 */
export const EMBEDDED_WALLET_ALLOWED_METHODS = [
  ...SAFE_RPC_METHODS,
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_switchEthereumChain',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** docs/errors.md#json-rpc-errors. */
export const JSON_RPC_ERROR_CODES = {
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
} as const

/** docs/errors.md#wallet-rpc-errors-eip-1193. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  switchChain: 4902,
} as const

/** docs/errors.md#batched-calls-eip-5792. */
export const WALLET_CALLS_ERROR_CODES = {
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  bundleTooLarge: 5740,
  atomicReadyWalletRejectedUpgrade: 5750,
  atomicityNotSupported: 5760,
} as const

/** docs/errors.md#wallet-rpc-errors-eip-1193: codes treated as a user rejection (4001, and 5000 used by some wallets). */
export const USER_REJECTION_CODES = [4001, 5000] as const
