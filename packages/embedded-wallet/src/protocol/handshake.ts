/**
 * The handshake. The frame posts `ready` to its parent window; the client answers with
 * `connect`, transferring one end of a MessageChannel to the frame's exact origin. After
 * that, requests and replies travel only over that port, which no other window holds.
 */
import { z } from 'zod'
import { FRAME_PROTOCOL_NAME, FRAME_PROTOCOL_VERSION } from './constants.js'

const header = {
  protocol: z.literal(FRAME_PROTOCOL_NAME),
  version: z.literal(FRAME_PROTOCOL_VERSION),
}

/** frame → parent window: the frame has loaded and listens for `connect`. */
export const frameReadySchema = z.strictObject({ ...header, kind: z.literal('ready') })

/**
 * frame → parent window: frame-host refuses this parent (its origin is not among the
 * project's allowed origins): docs/embedded-wallet.md#loading-the-frame load outcome "unverified domain".
 */
export const frameUnverifiedDomainSchema = z.strictObject({
  ...header,
  kind: z.literal('unverified-domain'),
})

/** Any handshake message the frame posts to the parent window. */
export const frameHandshakeSchema = z.discriminatedUnion('kind', [
  frameReadySchema,
  frameUnverifiedDomainSchema,
])

/** parent → frame window, with `ports[0]` the client's end of the channel. */
export const appConnectSchema = z.strictObject({ ...header, kind: z.literal('connect') })

export type FrameReady = z.infer<typeof frameReadySchema>
export type FrameUnverifiedDomain = z.infer<typeof frameUnverifiedDomainSchema>
export type FrameHandshake = z.infer<typeof frameHandshakeSchema>
export type AppConnect = z.infer<typeof appConnectSchema>

export function createFrameReady(): FrameReady {
  return { protocol: FRAME_PROTOCOL_NAME, version: FRAME_PROTOCOL_VERSION, kind: 'ready' }
}

export function createFrameUnverifiedDomain(): FrameUnverifiedDomain {
  return {
    protocol: FRAME_PROTOCOL_NAME,
    version: FRAME_PROTOCOL_VERSION,
    kind: 'unverified-domain',
  }
}

export function createAppConnect(): AppConnect {
  return { protocol: FRAME_PROTOCOL_NAME, version: FRAME_PROTOCOL_VERSION, kind: 'connect' }
}
