/**
 * The frame client's RPC request and the display data it syncs (the README's protocol table). Plain
 * functions over the client's context; createFrameClient binds them.
 */
import { RequestAbortedError, RpcCallNotAllowedError } from '@keyway/core'
import { validateSyncDataPayload } from '@keyway/core/embedded-wallet'
import type { FrameRequestPayload, RpcRequestPayload } from '../../protocol/events.js'
import { rpcMethodPolicy } from '../../protocol/rpc-methods.js'
import { abortInFrame, type FrameClientContext, type RequestOptions } from '../frame-context.js'

/**
 * An RPC request. A method off the allow-list fails with 'Requested RPC call is not
 * allowed' before the frame is contacted; an abort fails with 'Request was aborted' and
 * tells the frame to drop the request. One that waits for the person's approval in the
 * visible frame has `timeouts.userActionMs`.
 */
export async function rpcRequest(
  ctx: FrameClientContext,
  payload: RpcRequestPayload,
  options?: RequestOptions,
): Promise<unknown> {
  const policy = rpcMethodPolicy(payload.method)
  if (policy === 'not-allowed') {
    throw new RpcCallNotAllowedError({ details: String(payload.method) })
  }
  const result = await ctx.call('rpcRequest', payload, {
    signal: options?.signal,
    timeoutMs: policy === 'approval' ? ctx.timeouts.userActionMs : ctx.timeouts.requestMs,
    abortError: () => new RequestAbortedError(),
    onAbortSent: abortInFrame(ctx),
  })
  return result.result
}

/** The modal's theme for the frame's visible card (the frame keeps it within its floors). */
export function syncTheme(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'syncTheme'>,
  options?: RequestOptions,
) {
  return ctx.call('syncTheme', payload, options)
}

/** Needs a projectId. The frame shows the name as the app's own claim only. */
export async function syncDappData(
  ctx: FrameClientContext,
  payload: FrameRequestPayload<'syncDappData'>,
  options?: RequestOptions,
) {
  validateSyncDataPayload(payload)
  return ctx.call('syncDappData', payload, options)
}
