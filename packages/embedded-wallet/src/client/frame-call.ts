/**
 * One request to the frame: the payload is checked against the protocol's schema before
 * anything is posted (a bad payload is the caller's bug: FrameRequestInvalidError), then
 * sent over the transport with the client's time limit unless the request names its own.
 */
import { SomethingWentWrongError } from '@keyway/core'
import { FrameRequestInvalidError } from '../errors.js'
import { createFrameRequest, type FrameRequest } from '../protocol/envelope.js'
import {
  FRAME_EVENTS,
  type FrameEventName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
} from '../protocol/events.js'
import type { SendOptions } from './frame-transport.js'

export type CallOptions = {
  signal?: AbortSignal | undefined
  timeoutMs?: number | undefined
  reportTimeout?: boolean | undefined
  abortError?: (() => Error) | undefined
  /** Told the request's id when the caller aborts after the request reached the frame. */
  onAbortSent?: ((requestId: string) => void) | undefined
}

export type FrameCall = <E extends FrameEventName>(
  event: E,
  payload: FrameRequestPayload<E>,
  options?: CallOptions,
) => Promise<FrameSuccessPayload<E>>

export type FrameCallTransport = {
  send<E extends FrameEventName>(
    request: FrameRequest<E>,
    options: SendOptions,
  ): Promise<FrameSuccessPayload<E>>
}

/** The `call` of a frame client over `transport`, with `requestMs` as the default limit. */
export function createFrameCall(transport: FrameCallTransport, requestMs: number): FrameCall {
  return async (event, payload, options = {}) => {
    const checked = FRAME_EVENTS[event].request.safeParse(payload)
    if (!checked.success) {
      throw new FrameRequestInvalidError(event, {
        cause: checked.error,
        details: `${event}: ${checked.error.issues.map((i) => i.message).join('; ')}`,
      })
    }
    const request = createFrameRequest(event, checked.data as typeof payload)
    const onAbortSent = options.onAbortSent
    return transport.send(request, {
      timeoutMs: options.timeoutMs ?? requestMs,
      reportTimeout: options.reportTimeout ?? true,
      signal: options.signal,
      abortError: options.abortError ?? (() => new SomethingWentWrongError()),
      onAbortSent: onAbortSent ? () => onAbortSent(request.id) : undefined,
    })
  }
}
