import {
  BaseError,
  createPublicClient,
  defineChain,
  HttpRequestError,
  http,
  type PublicClient,
  TimeoutError,
} from 'viem'
import { FrameHostError } from '../errors.js'
import { ChainRequestRejectedError, ChainTimeoutError, ChainUnavailableError } from './errors.js'

/**
 * A viem client for one request to one eip155 chain: every call it makes has the timeout
 * and stops when the frame's HTTP request goes away. No retries, so the timeout bounds each
 * call; the frame (docs/services.md#retries) retries the whole request if it wants to.
 */
export type EvmChainClient = {
  client: PublicClient
  /** Runs `call`, turning viem's failures into frame-host errors with readable messages. */
  run<T>(call: (client: PublicClient) => Promise<T>): Promise<T>
}

export type EvmChainClientOptions = {
  caip2: string
  /** The chain's id: the client then knows its chain (the smart-accounts kit needs it). */
  chainId?: number | undefined
  rpcUrl: string
  timeoutMs: number
  signal: AbortSignal
}

export function createEvmChainClient(options: EvmChainClientOptions): EvmChainClient {
  const client = createPublicClient({
    ...(options.chainId === undefined
      ? {}
      : {
          chain: defineChain({
            id: options.chainId,
            name: options.caip2,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [options.rpcUrl] } },
          }),
        }),
    transport: http(options.rpcUrl, {
      timeout: options.timeoutMs,
      retryCount: 0,
      fetchOptions: { signal: options.signal },
    }),
  })
  return {
    client,
    async run(call) {
      try {
        return await call(client)
      } catch (error) {
        throw evmChainError(error, options)
      }
    },
  }
}

/** viem's failure of a call to `caip2` (a chain's node, or the bundler named so) in frame-host's errors. */
export function evmChainError(
  error: unknown,
  { caip2, timeoutMs, signal }: Pick<EvmChainClientOptions, 'caip2' | 'timeoutMs' | 'signal'>,
) {
  // The client is gone: nobody reads the answer, so the abort goes up as it is.
  if (signal.aborted || error instanceof FrameHostError || !(error instanceof BaseError)) {
    return error
  }
  if (error.walk((e) => e instanceof TimeoutError)) {
    return new ChainTimeoutError(caip2, timeoutMs, { cause: error })
  }
  const http = error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null
  if (http) {
    const status = http.status === undefined ? 'could not be reached' : `answered ${http.status}`
    return new ChainUnavailableError(`The RPC node of ${caip2} ${status}`, { cause: error })
  }
  // The node answered with a JSON-RPC error: its own words are the useful part.
  const detail = error.details && error.details !== error.shortMessage ? `: ${error.details}` : ''
  return new ChainRequestRejectedError(`${caip2}: ${error.shortMessage}${detail}`, {
    cause: error,
  })
}
