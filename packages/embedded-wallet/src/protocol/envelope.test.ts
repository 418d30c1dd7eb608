import { describe, expect, it } from 'vitest'
import {
  createErrorReply,
  createFrameRequest,
  createRequestId,
  createSuccessReply,
  frameReplySchema,
  frameRequestSchema,
  parseSuccessPayload,
} from './envelope.js'

const USER = {
  email: 'a@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
}

describe('request ids', () => {
  it('are fresh and long enough not to be guessed', () => {
    const ids = new Set(Array.from({ length: 1000 }, createRequestId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{32,36}$/)
  })

  it('fall back to getRandomValues without randomUUID', () => {
    const original = globalThis.crypto.randomUUID
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const a = createRequestId()
      expect(a).toMatch(/^[0-9a-f]{32}$/)
      expect(createRequestId()).not.toBe(a)
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: original,
        configurable: true,
      })
    }
  })
})

describe('frameRequestSchema', () => {
  it('accepts a request built by createFrameRequest', () => {
    const request = createFrameRequest('connectEmail', { email: 'a@example.com' })
    expect(frameRequestSchema.parse(request)).toEqual(request)
  })

  it('rejects an unknown event, a bad id, an extra field and a payload off its schema', () => {
    const good = createFrameRequest('connectOtp', { otp: '123456' })
    expect(frameRequestSchema.safeParse({ ...good, event: 'stealKeys' }).success).toBe(false)
    expect(frameRequestSchema.safeParse({ ...good, id: 'short' }).success).toBe(false)
    expect(frameRequestSchema.safeParse({ ...good, extra: 1 }).success).toBe(false)
    expect(frameRequestSchema.safeParse({ ...good, payload: { otp: 123456 } }).success).toBe(false)
    expect(
      frameRequestSchema.safeParse({ ...good, event: 'connectEmail', payload: { otp: '1' } })
        .success,
    ).toBe(false)
  })

  it('createFrameRequest refuses a payload off its schema before anything is sent', () => {
    expect(() => createFrameRequest('connectEmail', { email: 'not-an-email' })).toThrow(
      /Invalid email/,
    )
  })
})

describe('replies', () => {
  it('a success reply is checked against its event', () => {
    const reply = createSuccessReply(createRequestId(), 'getUser', USER as never)
    expect(frameReplySchema.parse(reply)).toEqual(reply)
    expect(parseSuccessPayload('getUser', reply.payload)).toEqual(USER)
    expect(() => parseSuccessPayload('getUser', { ...USER, address: 'nope' })).toThrow()
    expect(() => parseSuccessPayload('isConnected', { isConnected: 'yes' })).toThrow()
  })

  it('an error reply may omit its message', () => {
    const id = createRequestId()
    expect(createErrorReply(id, 'connectOtp', {})).toEqual({
      kind: 'error',
      id,
      event: 'connectOtp',
      error: {},
    })
    expect(
      frameReplySchema.safeParse({ kind: 'error', id, event: 'connectOtp', error: { code: 'x' } })
        .success,
    ).toBe(false)
  })

  it('rejects a reply without a kind or with an unknown one', () => {
    const id = createRequestId()
    expect(frameReplySchema.safeParse({ id, event: 'reload', payload: {} }).success).toBe(false)
    expect(
      frameReplySchema.safeParse({ kind: 'request', id, event: 'reload', payload: {} }).success,
    ).toBe(false)
  })
})
