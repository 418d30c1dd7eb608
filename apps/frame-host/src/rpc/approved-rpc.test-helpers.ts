import { rpcMethodPolicy } from '@keyway/embedded-wallet/protocol'
import { type CallResult, call } from '../testing/frame-host.test-helpers.js'

/**
 * What the frame does for a not-safe request (README "RPC"): prepare, Approve, then
 * `POST /v1/rpc` with the prepared params and the one-time approval. Each step may go to
 * another instance (`hosts`). The answer is the first step that failed, or the last one.
 */

const auth = (token: string | undefined) => (token === undefined ? {} : { token })

export type RpcBody = { chainId?: string; method?: string; params?: unknown }

export type ApprovedRequest = {
  prepared: CallResult
  approved?: CallResult | undefined
  /** The body `POST /v1/rpc` takes, approval included, once both steps passed. */
  body?: { chainId: string; method: string; params: unknown; approval: string } | undefined
}

export async function prepareAndApprove(
  hosts: { prepare: string; approve?: string },
  token: string | undefined,
  request: RpcBody,
): Promise<ApprovedRequest> {
  const prepared = await call(hosts.prepare, 'POST', '/v1/rpc/prepare', {
    ...auth(token),
    body: request,
  })
  if (prepared.status !== 200) return { prepared }
  const approved = await call(hosts.approve ?? hosts.prepare, 'POST', '/v1/rpc/approvals', {
    ...auth(token),
    body: { requestHash: prepared.json.requestHash },
  })
  if (approved.status !== 200) return { prepared, approved }
  return {
    prepared,
    approved,
    body: {
      chainId: request.chainId as string,
      method: request.method as string,
      params: prepared.json.request,
      approval: approved.json.approval,
    },
  }
}

/** One RPC request as the frame makes it: straight for a safe method, approved otherwise. */
export async function frameRpc(
  baseUrl: string,
  token: string | undefined,
  request: RpcBody,
): Promise<CallResult> {
  if (typeof request.method !== 'string' || rpcMethodPolicy(request.method) !== 'approval') {
    return call(baseUrl, 'POST', '/v1/rpc', { ...auth(token), body: request })
  }
  const { prepared, approved, body } = await prepareAndApprove({ prepare: baseUrl }, token, request)
  if (!body) return approved ?? prepared
  return call(baseUrl, 'POST', '/v1/rpc', { ...auth(token), body })
}
