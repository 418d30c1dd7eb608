/**
 * Envelopes around the event payloads: every request carries a fresh unguessable id, and
 * the frame answers with a success or an error reply carrying the same id and event.
 */
import { z } from 'zod'
import { MAX_STRING_LENGTH } from './common.js'
import {
  FRAME_EVENT_NAMES,
  FRAME_EVENTS,
  type FrameEventName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
} from './events.js'

/** 16–64 characters of [A-Za-z0-9-]: a UUID from createRequestId, or 32 hex characters. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'Invalid request id')

/**
 * A fresh request id with 122 bits (UUID v4) or 128 bits of randomness from the platform's
 * CSPRNG, so another frame or window cannot guess a pending id and answer it.
 */
export function createRequestId(): string {
  const crypto = globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const eventNameSchema = z.enum(FRAME_EVENT_NAMES)

function requestEnvelope<E extends FrameEventName>(event: E) {
  return z.strictObject({
    kind: z.literal('request'),
    id: requestIdSchema,
    event: z.literal(event),
    payload: FRAME_EVENTS[event].request as (typeof FRAME_EVENTS)[E]['request'],
  })
}

/** Every app → frame request, discriminated by `event` (frame-host parses with this). */
export const frameRequestSchema = z.discriminatedUnion(
  'event',
  FRAME_EVENT_NAMES.map((event) => requestEnvelope(event)) as unknown as [
    ReturnType<typeof requestEnvelope<FrameEventName>>,
    ...ReturnType<typeof requestEnvelope<FrameEventName>>[],
  ],
)

export type FrameRequest<E extends FrameEventName = FrameEventName> = {
  kind: 'request'
  id: string
  event: E
  payload: FrameRequestPayload<E>
}

/** A success reply before its payload is checked against the event's success schema. */
export const frameSuccessEnvelopeSchema = z.strictObject({
  kind: z.literal('success'),
  id: requestIdSchema,
  event: eventNameSchema,
  payload: z.unknown(),
})

/** The error of an error reply; a missing message reads as 'An error occurred' (docs/errors.md#email-and-social-login-the-embedded-wallet). */
export const frameErrorBodySchema = z.strictObject({
  message: z.string().max(MAX_STRING_LENGTH).optional(),
  /** A JSON-RPC / EIP-1193 code (docs/errors.md#json-rpc-errors), e.g. 4001 when the user rejects the approval. */
  code: z.number().int().optional(),
})

export const frameErrorReplySchema = z.strictObject({
  kind: z.literal('error'),
  id: requestIdSchema,
  event: eventNameSchema,
  error: frameErrorBodySchema,
})

/** Any frame → app reply; the success payload is checked with checkSuccessPayload. */
export const frameReplySchema = z.discriminatedUnion('kind', [
  frameSuccessEnvelopeSchema,
  frameErrorReplySchema,
])

export type FrameSuccessReply<E extends FrameEventName = FrameEventName> = {
  kind: 'success'
  id: string
  event: E
  payload: FrameSuccessPayload<E>
}
export type FrameErrorBody = z.infer<typeof frameErrorBodySchema>
export type FrameErrorReply = z.infer<typeof frameErrorReplySchema>
export type FrameReply = FrameSuccessReply | FrameErrorReply

/** Builds a request envelope for event E with a fresh id, validated before it is sent. */
export function createFrameRequest<E extends FrameEventName>(
  event: E,
  payload: FrameRequestPayload<E>,
): FrameRequest<E> {
  const request = { kind: 'request' as const, id: createRequestId(), event, payload }
  return requestEnvelope(event).parse(request) as FrameRequest<E>
}

/** Parses the success payload of event E; throws a ZodError when it does not match. */
export function parseSuccessPayload<E extends FrameEventName>(
  event: E,
  payload: unknown,
): FrameSuccessPayload<E> {
  return FRAME_EVENTS[event].success.parse(payload) as FrameSuccessPayload<E>
}

/** Builds a success reply (frame side), validated so frame-host cannot answer off-schema. */
export function createSuccessReply<E extends FrameEventName>(
  id: string,
  event: E,
  payload: FrameSuccessPayload<E>,
): FrameSuccessReply<E> {
  return {
    kind: 'success',
    id: requestIdSchema.parse(id),
    event,
    payload: parseSuccessPayload(event, payload),
  }
}

/** Builds an error reply (frame side). */
export function createErrorReply(
  id: string,
  event: FrameEventName,
  error: FrameErrorBody,
): FrameErrorReply {
  return frameErrorReplySchema.parse({ kind: 'error', id, event, error })
}
