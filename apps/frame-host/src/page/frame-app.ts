/**
 * The frame's request loop: every message on the channel's port is checked against the
 * protocol's request schema, handled, and answered with a success or error reply carrying
 * the same id and event. frame-host's messages go to the dapp unchanged (the spec's words).
 */
import {
  createErrorReply,
  createSuccessReply,
  FRAME_EVENT_NAMES,
  type FrameErrorBody,
  type FrameEventName,
  type FrameRequest,
  frameRequestSchema,
  requestIdSchema,
} from '@keyway/embedded-wallet/protocol'
import { FrameApiError } from './api.js'
import type { RequestHandlers } from './handlers.js'
import { UserRejectedError } from './handlers.js'

/**
 * frame-host's error codes that a dapp reads as EIP-1193 / JSON-RPC codes: invalid params
 * (-32602), a capability the account lacks (5700, as EIP-5792 names it), a batch for another
 * chain (5710) and a batch id the account never sent (5730).
 */
export const RPC_CODES_OF_ERRORS: Readonly<Record<string, number>> = {
  invalid_params: -32602,
  unknown_permission: -32602,
  permissions_unsupported: 5700,
  // EIP-5792's codes for batches.
  unsupported_capability: 5700,
  unsupported_chain: 5710,
  unknown_calls: 5730,
}

/** The error body of a failed request: the message as is, a numeric RPC code when there is one. */
export function errorBody(error: unknown): FrameErrorBody {
  if (error instanceof UserRejectedError) return { message: error.message, code: error.code }
  if (error instanceof FrameApiError) {
    const code =
      typeof error.code === 'string' && Object.hasOwn(RPC_CODES_OF_ERRORS, error.code)
        ? RPC_CODES_OF_ERRORS[error.code]
        : error.code
    return {
      message: error.message.slice(0, 4096),
      ...(typeof code === 'number' && Number.isInteger(code) ? { code } : {}),
    }
  }
  if (error instanceof Error && error.message) return { message: error.message.slice(0, 4096) }
  return {}
}

const EVENTS: ReadonlySet<string> = new Set(FRAME_EVENT_NAMES)

/**
 * For a request that fails its schema but names a valid id and event, the reply the client
 * waits for (instead of its 30 s timeout); anything less is not a request and is dropped.
 */
function invalidRequestReply(data: unknown, reason: string) {
  if (typeof data !== 'object' || data === null) return undefined
  const { id, event } = data as { id?: unknown; event?: unknown }
  if (!requestIdSchema.safeParse(id).success || typeof event !== 'string' || !EVENTS.has(event)) {
    return undefined
  }
  return createErrorReply(id as string, event as FrameEventName, {
    message: `Invalid ${event} request: ${reason}`.slice(0, 4096),
  })
}

export type ServePortParameters = {
  port: MessagePort
  handlers: RequestHandlers
  debug?: ((message: string, detail?: unknown) => void) | undefined
}

/** Answers every request on `port` until it closes. */
export function servePort({ port, handlers, debug }: ServePortParameters): void {
  const reply = (message: unknown) => {
    try {
      port.postMessage(message)
    } catch (error) {
      debug?.('frame: a reply could not be sent', error)
    }
  }

  async function answer(request: FrameRequest) {
    try {
      const payload = await handlers.handle(request)
      reply(createSuccessReply(request.id, request.event, payload as never))
    } catch (error) {
      debug?.(`frame: ${request.event} failed`, error)
      reply(createErrorReply(request.id, request.event, errorBody(error)))
    }
  }

  port.onmessage = (event: MessageEvent) => {
    const parsed = frameRequestSchema.safeParse(event.data)
    if (!parsed.success) {
      const invalid = invalidRequestReply(
        event.data,
        parsed.error.issues.map((issue) => issue.message).join('; '),
      )
      if (invalid) reply(invalid)
      else debug?.('frame: dropped a message that is not a request')
      return
    }
    void answer(parsed.data as FrameRequest)
  }
  port.onmessageerror = () => debug?.('frame: a request could not be read')
  port.start()
}
