import type { AaRouter } from '../aa/rpc.js'
import { HttpError, type RequestContext, type Route } from '../http/server.js'
import { type ApiContext, parseChainId, requireEvmChain } from './context.js'

/**
 * Chain RPC (docs/services.md#chain-rpc-proxy-and-bundler): `POST /v1?chainId=…&projectId=…` forwarded to the local node of that
 * chain, and the bundler endpoint `/v1/bundler`. On a chain with the ERC-4337 stack
 * (`src/aa/`), bundler methods on either path go to its bundler (alto) and ERC-7677
 * pm_* methods to its paymaster service; elsewhere the bundler endpoint answers
 * eth_getUserOperationReceipt from devnet's own record of user operations (null for an
 * unknown hash), which also backs a receipt alto does not know.
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
  aa?: AaRouter
  fetch: typeof fetch
  timeoutMs: number
}): Route[] {
  const { api, userOperations, aa } = options

  /** One request on a chain with the ERC-4337 stack; a receipt alto lacks comes from the record. */
  async function aaAnswer(chainId: number, request: unknown) {
    const answer = (await aa?.handle(chainId, request)) ?? bundlerAnswer(request)
    const req = request as JsonRpcRequest
    if (req.method === 'eth_getUserOperationReceipt' && answer.result === null) {
      const [hash] = Array.isArray(req.params) ? req.params : []
      if (typeof hash === 'string') return { ...answer, result: userOperations.receipt(hash) }
    }
    return answer
  }

  async function forward(target: string, body: unknown) {
    let res: Response
    try {
      res = await options.fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (cause) {
      throw new HttpError(502, `chain node did not answer: ${String(cause)}`)
    }
    return { status: res.status, json: await res.json() }
  }

  const methodOf = (request: unknown) =>
    typeof request === 'object' && request !== null ? (request as JsonRpcRequest).method : undefined

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
        const parsed = parseChainId(chainId)
        const target =
          parsed.namespace === 'solana'
            ? options.solanaRpcUrl
            : requireEvmChain(api, chainId).rpcUrl
        if (ctx.body === undefined) throw new HttpError(400, 'a JSON-RPC body is required')
        const evmChainId = parsed.namespace === 'eip155' ? parsed.chainId : undefined
        const ownedByAa = (request: unknown) =>
          evmChainId !== undefined && aa?.owns(evmChainId, methodOf(request)) === true
        if (evmChainId !== undefined && Array.isArray(ctx.body) && ctx.body.some(ownedByAa)) {
          // A batch that mixes both: each call goes where it belongs, answers in order.
          const answers = await Promise.all(
            ctx.body.map(async (request) =>
              ownedByAa(request)
                ? aaAnswer(evmChainId, request)
                : (await forward(target, request)).json,
            ),
          )
          return { json: answers }
        }
        if (evmChainId !== undefined && ownedByAa(ctx.body)) {
          return { json: await aaAnswer(evmChainId, ctx.body) }
        }
        return forward(target, ctx.body)
      },
    },
    {
      method: 'POST',
      path: '/v1/bundler',
      handler: async (ctx) => {
        requireProjectQuery(ctx, api)
        const { chainId } = requireEvmChain(api, ctx.query.get('chainId'))
        const body = ctx.body
        if (body === undefined) throw new HttpError(400, 'a JSON-RPC body is required')
        const answer = (request: unknown) =>
          aa?.owns(chainId, methodOf(request)) ? aaAnswer(chainId, request) : bundlerAnswer(request)
        return {
          json: Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body),
        }
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
