import { describe, expect, it } from 'vitest'
import { FRAME_PROTOCOL_NAME, FRAME_PROTOCOL_VERSION } from './constants.js'
import {
  appConnectSchema,
  createAppConnect,
  createFrameReady,
  createFrameUnverifiedDomain,
  frameHandshakeSchema,
} from './handshake.js'

describe('handshake', () => {
  it('round-trips its messages', () => {
    expect(frameHandshakeSchema.parse(createFrameReady()).kind).toBe('ready')
    expect(frameHandshakeSchema.parse(createFrameUnverifiedDomain()).kind).toBe('unverified-domain')
    expect(appConnectSchema.parse(createAppConnect()).kind).toBe('connect')
  })

  it('ignores other protocols and versions', () => {
    const ready = createFrameReady()
    expect(frameHandshakeSchema.safeParse({ ...ready, protocol: 'other' }).success).toBe(false)
    expect(
      frameHandshakeSchema.safeParse({ ...ready, version: FRAME_PROTOCOL_VERSION + 1 }).success,
    ).toBe(false)
    expect(frameHandshakeSchema.safeParse('ready').success).toBe(false)
    expect(
      appConnectSchema.safeParse({
        protocol: FRAME_PROTOCOL_NAME,
        version: FRAME_PROTOCOL_VERSION,
        kind: 'ready',
      }).success,
    ).toBe(false)
  })
})
