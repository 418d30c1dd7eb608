/**
 * The errors a test wallet throws: plain Errors with a numeric EIP-1193 / JSON-RPC `code`,
 * shaped like a real wallet's so adapters see exactly what they would in production.
 */

export class TestProviderRpcError extends Error {
  override name = 'TestProviderRpcError' as const
  readonly code: number
  readonly data?: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }
}

/** EIP-1193 codes the test wallet uses. */
export const TEST_WALLET_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
} as const

export function userRejected(method: string): TestProviderRpcError {
  return new TestProviderRpcError(
    TEST_WALLET_ERROR_CODES.userRejected,
    `User rejected the request (${method}).`,
  )
}

export function unauthorized(method: string): TestProviderRpcError {
  return new TestProviderRpcError(
    TEST_WALLET_ERROR_CODES.unauthorized,
    `The requested account has not been authorized by the user (${method}).`,
  )
}

export function unrecognizedChain(chainId: string): TestProviderRpcError {
  return new TestProviderRpcError(
    TEST_WALLET_ERROR_CODES.unrecognizedChain,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )
}

export function invalidParams(message: string): TestProviderRpcError {
  return new TestProviderRpcError(TEST_WALLET_ERROR_CODES.invalidParams, message)
}

/** A plain `{ code, message, data }` for sending an error across a page boundary. */
export type SerializedRpcError = { code: number; message: string; data?: unknown }

export function serializeRpcError(error: unknown): SerializedRpcError {
  const code =
    typeof error === 'object' && error !== null && typeof Reflect.get(error, 'code') === 'number'
      ? (Reflect.get(error, 'code') as number)
      : -32603
  const message = error instanceof Error ? error.message : String(error)
  const data = typeof error === 'object' && error !== null ? Reflect.get(error, 'data') : undefined
  return data === undefined ? { code, message } : { code, message, data }
}
