/** The JSON-RPC, EIP-1193 and EIP-5792 error codes of docs/errors.md#json-rpc-errors. */

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
