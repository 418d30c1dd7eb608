import { describe, expect, it } from 'vitest'
import type { FrameRequest } from '../protocol/envelope.js'
import type { FrameEventName } from '../protocol/events.js'
import { createFrameCall } from './frame-call.js'
import type { SendOptions } from './frame-transport.js'

function recordingTransport() {
  const sent: { request: FrameRequest; options: SendOptions }[] = []
  return {
    sent,
    transport: {
      send: async <E extends FrameEventName>(request: FrameRequest<E>, options: SendOptions) => {
        sent.push({ request: request as FrameRequest, options })
        return {} as never
      },
    },
  }
}

describe('createFrameCall', () => {
  it('sends a checked request with the default limit, reporting timeouts', async () => {
    const { sent, transport } = recordingTransport()
    const call = createFrameCall(transport, 30_000)
    await call('switchNetwork', { chainId: 'eip155:1' })
    expect(sent[0]?.request).toMatchObject({
      kind: 'request',
      event: 'switchNetwork',
      payload: { chainId: 'eip155:1' },
    })
    expect(sent[0]?.options).toMatchObject({ timeoutMs: 30_000, reportTimeout: true })
    expect(sent[0]?.options.abortError()).toMatchObject({ shortMessage: 'Something went wrong' })
  })

  it('refuses a payload outside the protocol before anything is posted', async () => {
    const { sent, transport } = recordingTransport()
    const call = createFrameCall(transport, 30_000)
    await expect(call('syncTheme', { themeMode: 'sepia' as 'light' })).rejects.toMatchObject({
      name: 'FrameRequestInvalidError',
    })
    expect(sent).toEqual([])
  })

  it("hands the request's id to onAbortSent", async () => {
    const { sent, transport } = recordingTransport()
    const ids: string[] = []
    const call = createFrameCall(transport, 30_000)
    await call('getUser', {}, { timeoutMs: 5, onAbortSent: (id) => ids.push(id) })
    expect(sent[0]?.options.timeoutMs).toBe(5)
    sent[0]?.options.onAbortSent?.()
    expect(ids).toEqual([sent[0]?.request.id])
  })
})
