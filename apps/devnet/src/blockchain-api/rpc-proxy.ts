import { HttpError, type RequestContext, type Route } from '../http/server.js'
import { type ApiContext, parseChainId, requireEvmChain } from './context.js'

/**
 * Chain RPC (spec §7): `POST /v1?chainId=…&projectId=…` forwarded to the local node of that
 * chain, and the bundler endpoint, which answers eth_getUserOperationReceipt from devnet's
 * own record of user operations (null for an unknown hash).
 */
export type UserOperationStore = {
  record(hash: string, receipt: unknown): void
  receipt(hash: string): unknown | null
}

export function createUserOperationStore(): UserOperationStore {
  const receipts = new Map<string, unknown>()
  return {
    record: (hash, receipt) => {
      receipts.set(hash.toLowerCase(), receipt)
    },
    receipt: (hash) => receipts.get(hash.toLowerCase()) ?? null,
  }
}

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

function requireProjectQuery(ctx: RequestContext, api: ApiContext): void {
  api.projects.require(ctx)
}

export function rpcProxyRoutes(options: {
  api: ApiContext
  solanaRpcUrl: string
  userOperations: UserOperationStore
  fetch: typeof fetch
  timeoutMs: number
}): Route[] {
  const { api, userOperations } = options

  function bundlerAnswer(request: unknown) {
    const req = (typeof request === 'object' && request !== null ? request : {}) as JsonRpcRequest
    const id = req.id ?? null
    if (req.method === 'eth_getUserOperationReceipt') {
      const [hash] = Array.isArray(req.params) ? req.params : []
      if (typeof hash !== 'string') {
        return { jsonrpc: '2.0', id, error: { code: -32602, message: 'expected [userOpHash]' } }
      }
      return { jsonrpc: '2.0', id, result: userOperations.receipt(hash) }
    }
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: -32601,
        message: `method not supported by the devnet bundler: ${String(req.method)}`,
      },
    }
  }

  return [
    {
      method: 'POST',
      path: '/v1',
      handler: async (ctx) => {
        requireProjectQuery(ctx, api)
        const chainId = ctx.query.get('chainId')
        if (!chainId) throw new HttpError(400, 'missing query parameter(s): chainId')
        const target =
          parseChainId(chainId).namespace === 'solana'
            ? options.solanaRpcUrl
            : requireEvmChain(api, chainId).rpcUrl
        if (ctx.body === undefined) throw new HttpError(400, 'a JSON-RPC body is required')
        let res: Response
        try {
          res = await options.fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(ctx.body),
            signal: AbortSignal.timeout(options.timeoutMs),
          })
        } catch (cause) {
          throw new HttpError(502, `chain node did not answer: ${String(cause)}`)
        }
        return { status: res.status, json: await res.json() }
      },
    },
    {
      method: 'POST',
      path: '/v1/bundler',
      handler: (ctx) => {
        requireProjectQuery(ctx, api)
        requireEvmChain(api, ctx.query.get('chainId'))
        const body = ctx.body
        if (body === undefined) throw new HttpError(400, 'a JSON-RPC body is required')
        return { json: Array.isArray(body) ? body.map(bundlerAnswer) : bundlerAnswer(body) }
      },
    },
    {
      // Devnet admin: record a user operation's receipt so the bundler call can return it.
      method: 'POST',
      path: '/__devnet/user-operations',
      handler: (ctx) => {
        const body = ctx.body as { hash?: unknown; receipt?: unknown } | undefined
        if (typeof body?.hash !== 'string') throw new HttpError(400, 'expected {hash, receipt}')
        userOperations.record(body.hash, body.receipt ?? null)
        return { status: 201, json: { hash: body.hash } }
      },
    },
  ]
}
