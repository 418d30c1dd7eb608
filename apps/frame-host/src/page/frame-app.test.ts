import { afterEach, describe, expect, it } from 'vitest'
import { FrameApiError } from './api.js'
import { errorBody, servePort } from './frame-app.js'
import { type RequestHandlers, UserRejectedError } from './handlers.js'

/** The request loop over a real MessageChannel: what goes back for each kind of message. */
const channels: MessageChannel[] = []
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close()
    channel.port2.close()
  }
})

function serve(handle: RequestHandlers['handle']) {
  const channel = new MessageChannel()
  channels.push(channel)
  servePort({ port: channel.port2, handlers: { handle, dispose: () => undefined } })
  const replies: unknown[] = []
  channel.port1.onmessage = (event) => replies.push(event.data)
  return {
    replies,
    send: (message: unknown) => channel.port1.postMessage(message),
    /** Until `count` replies came back (the loop answers asynchronously). */
    replied: (count: number) => expect.poll(() => replies.length).toBeGreaterThanOrEqual(count),
    /** A moment for a reply that should not come (proving silence). */
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
  }
}

const ID = '0b7e2f5c-3d1a-4c6e-9f00-123456789abc'

describe('servePort', () => {
  it('answers a valid request with a checked success reply', async () => {
    const port = serve(async () => ({ isConnected: true }))
    port.send({ kind: 'request', id: ID, event: 'isConnected', payload: {} })
    await port.replied(1)
    expect(port.replies).toEqual([
      { kind: 'success', id: ID, event: 'isConnected', payload: { isConnected: true } },
    ])
  })

  it('a request off its schema but with a valid id and event gets an error, not silence', async () => {
    let called = false
    const port = serve(async () => {
      called = true
      return {}
    })
    port.send({ kind: 'request', id: ID, event: 'connectEmail', payload: { email: 'nope' } })
    port.send({ kind: 'request', id: 'short', event: 'connectEmail', payload: {} })
    port.send({ hello: 'world' })
    port.send('text')
    await port.replied(1)
    await port.settle()
    expect(called).toBe(false)
    expect(port.replies).toEqual([
      {
        kind: 'error',
        id: ID,
        event: 'connectEmail',
        error: { message: expect.stringMatching(/^Invalid connectEmail request: /) },
      },
    ])
  })

  it('a handler answering off-schema becomes an error reply', async () => {
    const port = serve(async () => ({ isConnected: 'yes' }))
    port.send({ kind: 'request', id: ID, event: 'isConnected', payload: {} })
    await port.replied(1)
    expect(port.replies).toMatchObject([{ kind: 'error', id: ID, event: 'isConnected' }])
  })
})

describe('errorBody', () => {
  it('keeps the message; passes a numeric code, never a string one; 4001 for a rejection', () => {
    expect(
      errorBody(new FrameApiError('Please try again after 12 seconds', 429, 'throttled')),
    ).toEqual({ message: 'Please try again after 12 seconds' })
    expect(errorBody(new FrameApiError('execution reverted', 400, -32003))).toEqual({
      message: 'execution reverted',
      code: -32003,
    })
    expect(errorBody(new UserRejectedError())).toEqual({
      message: 'User rejected the request.',
      code: 4001,
    })
    expect(errorBody('weird')).toEqual({})
  })

  it('gives bad params -32602 and a permission without the smart account 5700, as a dapp reads them', () => {
    const message = 'wallet_grantPermissions: invalid params at expiry: must be later than now'
    expect(errorBody(new FrameApiError(message, 400, 'invalid_params'))).toEqual({
      message,
      code: -32602,
    })
    expect(errorBody(new FrameApiError('unknown permission', 400, 'unknown_permission'))).toEqual({
      message: 'unknown permission',
      code: -32602,
    })
    expect(
      errorBody(new FrameApiError('needs the smart account', 400, 'permissions_unsupported')),
    ).toEqual({ message: 'needs the smart account', code: 5700 })
    // EIP-5792's codes for batches.
    for (const [code, rpc] of [
      ['unsupported_capability', 5700],
      ['unsupported_chain', 5710],
      ['unknown_calls', 5730],
    ] as const) {
      expect(errorBody(new FrameApiError('batch', 400, code))).toEqual({
        message: 'batch',
        code: rpc,
      })
    }
    // A name that only looks like a table entry gives no code.
    expect(errorBody(new FrameApiError('x', 400, 'toString'))).toEqual({ message: 'x' })
  })
})
