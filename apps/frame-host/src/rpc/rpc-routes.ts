import { z } from 'zod'
import { authenticate } from '../server/authenticate.js'
import { rpcBody } from '../server/schemas.js'
import { parse, type Route } from '../server/server.js'
import { approveRpcRequest, prepareRpcRequest } from './prepare.js'
import { handleRpcRequest, type RpcContext } from './rpc-request.js'

/**
 * The RPC routes of frame-host's API (README "RPC"): prepare a not-safe request, approve
 * it (only the frame's Approve calls this), and run a request — a not-safe one with its
 * one-time approval.
 */

/** What Approve and `POST /v1/rpc` carry: 32 random bytes, base64url, as minted. */
const approvalSchema = z
  .string({ error: 'approval must be a string' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'approval must be the value POST /v1/rpc/approvals answered')

const rpcCallBody = rpcBody.extend({ approval: approvalSchema.optional() })

const approveBody = z.strictObject({
  requestHash: z
    .string({ error: 'requestHash is required' })
    .regex(/^[0-9a-f]{64}$/, 'requestHash must be the hash POST /v1/rpc/prepare answered'),
})

export function rpcRoutes(ctx: RpcContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/rpc/prepare',
      handler: async (request) => {
        const body = parse(rpcBody, request.body)
        const signedIn = await authenticate(ctx.auth, request)
        return { json: await prepareRpcRequest(ctx, { signedIn, ...body, signal: request.signal }) }
      },
    },
    {
      method: 'POST',
      path: '/v1/rpc/approvals',
      handler: async (request) => {
        const { requestHash } = parse(approveBody, request.body)
        const signedIn = await authenticate(ctx.auth, request)
        return { json: await approveRpcRequest(ctx, { signedIn, requestHash }) }
      },
    },
    {
      method: 'POST',
      path: '/v1/rpc',
      handler: async (request) => {
        const body = parse(rpcCallBody, request.body)
        const signedIn = await authenticate(ctx.auth, request)
        return { json: await handleRpcRequest(ctx, { signedIn, ...body, signal: request.signal }) }
      },
    },
  ]
}
