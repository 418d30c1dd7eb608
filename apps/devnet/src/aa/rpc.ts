import { JsonRpcError, type PaymasterService } from './paymaster.js'

/**
 * Which JSON-RPC calls of devnet's chain-RPC route belong to the ERC-4337 stack: the
 * bundler's methods go to alto, the paymaster's (ERC-7677) to devnet's sponsorship service,
 * everything else to the chain's node as before.
 */

/** ERC-4337's bundler methods, plus alto's gas-price and status methods its clients use. */
export const BUNDLER_METHODS: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'pimlico_getUserOperationGasPrice',
  'pimlico_getUserOperationStatus',
])

export const PAYMASTER_METHODS: ReadonlySet<string> = new Set([
  'pm_getPaymasterStubData',
  'pm_getPaymasterData',
])

export type JsonRpcAnswer = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export type AaRouterChain = {
  chainId: number
  bundlerUrl: string
  paymasterService: PaymasterService
}

export type AaRouter = {
  /** Whether the stack answers `method` (true only for a chain that has the stack). */
  owns(chainId: number, method: unknown): boolean
  /** Answers one JSON-RPC request of the stack; never throws (errors are JSON-RPC errors). */
  handle(chainId: number, request: unknown): Promise<JsonRpcAnswer>
}

const MAX_ERROR_MESSAGE = 2000

export function createAaRouter(options: {
  chains: readonly AaRouterChain[]
  fetch?: typeof fetch
  /** Timeout of each call to the bundler, default 30 s (a send waits for its simulation). */
  timeoutMs?: number
}): AaRouter {
  const fetchFn = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 30_000
  const chains = new Map(options.chains.map((c) => [c.chainId, c]))

  const owns = (chainId: number, method: unknown) =>
    chains.has(chainId) &&
    typeof method === 'string' &&
    (BUNDLER_METHODS.has(method) || PAYMASTER_METHODS.has(method))

  async function toBundler(chain: AaRouterChain, request: Record<string, unknown>) {
    let res: Response
    try {
      res = await fetchFn(chain.bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: request.id ?? null,
          method: request.method,
          params: request.params ?? [],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new JsonRpcError(-32603, `the bundler did not answer: ${String(cause)}`)
    }
    const text = await res.text()
    try {
      const body = JSON.parse(text) as JsonRpcAnswer
      if (typeof body === 'object' && body !== null && ('result' in body || 'error' in body)) {
        return body.error ? { error: body.error } : { result: body.result }
      }
    } catch {
      // Not JSON: reported below.
    }
    throw new JsonRpcError(
      -32603,
      `the bundler answered ${res.status}: ${text.slice(0, MAX_ERROR_MESSAGE)}`,
    )
  }

  return {
    owns,
    async handle(chainId, request) {
      const req =
        typeof request === 'object' && request !== null && !Array.isArray(request)
          ? (request as Record<string, unknown>)
          : {}
      const id = req.id ?? null
      const chain = chains.get(chainId)
      if (!chain || !owns(chainId, req.method)) {
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: typeof req.method === 'string' ? -32601 : -32600,
            message:
              typeof req.method === 'string'
                ? `method not supported by the devnet bundler on chain ${chainId}: ${req.method}`
                : 'invalid JSON-RPC request: no method',
          },
        }
      }
      const method = req.method as string
      try {
        if (PAYMASTER_METHODS.has(method)) {
          return {
            jsonrpc: '2.0',
            id,
            result: await chain.paymasterService.handle(method, req.params),
          }
        }
        return { jsonrpc: '2.0', id, ...(await toBundler(chain, req)) }
      } catch (error) {
        const code = error instanceof JsonRpcError ? error.code : -32603
        const message = error instanceof Error ? error.message : String(error)
        return { jsonrpc: '2.0', id, error: { code, message: message.slice(0, MAX_ERROR_MESSAGE) } }
      }
    },
  }
}
