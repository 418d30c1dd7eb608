import type { CaipNetworkId } from '../chains/types.js'
import { toRpcError } from '../errors/rpc.js'
import { RPC_PATHS } from './endpoints.js'
import { createHttpClient, type FetchFn, type Timers } from './http.js'
import { withRetry } from './retry.js'
import type { RetryDeps } from './service.js'
import type {
  ApiCallOptions,
  JsonRpcErrorObject,
  JsonRpcResponse,
  UserOperationReceipt,
} from './types.js'

/**
 * Chain RPC of docs/services.md#requests: JSON-RPC 2.0 POSTs with chainId and projectId query parameters,
 * and the bundler endpoint for user-operation receipts. JSON-RPC error objects become the
 * typed errors of docs/errors.md#json-rpc-errors (through `mapRpcError`), which the request retry then classifies
 * by code (-1, -32005 and -32603 are retried; 4001/5000 never).
 */

export type CreateChainRpcClientOptions = RetryDeps & {
  baseUrl: string
  projectId: string
  fetch?: FetchFn | undefined
  timeoutMs?: number | undefined
  timers?: Timers | undefined
  /** Turns a JSON-RPC error object into a thrown error; default toRpcError (errors/rpc.ts). */
  mapRpcError?: ((error: JsonRpcErrorObject) => Error) | undefined
}

export type RpcRequestParameters = ApiCallOptions & {
  /** CAIP-2 id of the chain, e.g. eip155:1. */
  chainId: CaipNetworkId
  method: string
  params?: readonly unknown[] | Readonly<Record<string, unknown>> | undefined
}

export type GetUserOperationReceiptParameters = ApiCallOptions & {
  chainId: CaipNetworkId
  userOpHash: `0x${string}`
}

export type ChainRpcClient = {
  request: <T = unknown>(parameters: RpcRequestParameters) => Promise<T>
  /** eth_getUserOperationReceipt on the bundler: null while the operation is pending. */
  getUserOperationReceipt: (
    parameters: GetUserOperationReceiptParameters,
  ) => Promise<UserOperationReceipt | null>
}

export function createChainRpcClient(options: CreateChainRpcClientOptions): ChainRpcClient {
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    timers: options.timers,
  })
  const mapRpcError = options.mapRpcError ?? toRpcError
  // Request ids only need to be unique per client, so a counter in the closure will do.
  let nextId = 0

  async function call<T>(path: string, parameters: RpcRequestParameters): Promise<T> {
    const { chainId, method, params = [], signal } = parameters
    return withRetry(
      async () => {
        const response = await http.post<JsonRpcResponse<T> | undefined>({
          path,
          params: { chainId, projectId: options.projectId },
          body: { jsonrpc: '2.0', id: ++nextId, method, params },
          signal,
        })
        if (response?.error) throw mapRpcError(response.error)
        if (!response || !('result' in response)) {
          throw mapRpcError({
            code: -32603,
            message: 'JSON-RPC answer has neither result nor error',
          })
        }
        return response.result as T
      },
      { signal, sleep: options.sleep, now: options.now },
    )
  }

  return {
    request: (parameters) => call(RPC_PATHS.rpc, parameters),
    getUserOperationReceipt: ({ chainId, userOpHash, signal }) =>
      call<UserOperationReceipt | null>(RPC_PATHS.bundler, {
        chainId,
        method: 'eth_getUserOperationReceipt',
        params: [userOpHash],
        signal,
      }),
  }
}
