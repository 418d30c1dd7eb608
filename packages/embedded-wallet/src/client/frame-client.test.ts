// The frame client in Node with a recording window and iframe: what exactly is posted, and
// the docs/limits.md#timing default timeouts on a fake clock. The real cross-origin behaviour is tested in
// Chromium (frame-client.browser.test.ts).
import { createMemoryStorage } from '@keyway/core'
import { createStorageController } from '@keyway/core/embedded-wallet'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameReady } from '../protocol/handshake.js'
import { type CreateFrameClientParameters, createFrameClient } from './frame-client.js'
import type { FrameTimeoutReason } from './frame-transport.js'

const FRAME_ORIGIN = 'https://frame.example'

type Posted = { message: unknown; targetOrigin: string; transfer: unknown[] }

function fakePage() {
  const posted: Posted[] = []
  const listeners = new Set<(event: unknown) => void>()
  const contentWindow = {
    postMessage(message: unknown, targetOrigin: string, transfer: unknown[] = []) {
      posted.push({ message, targetOrigin, transfer })
    },
  }
  const iframe = {
    style: {},
    src: '',
    title: '',
    referrerPolicy: '',
    tabIndex: 0,
    contentWindow,
    setAttribute() {},
    removeAttribute() {},
    addEventListener() {},
    remove() {},
  }
  const document = {
    createElement: () => iframe,
    body: { appendChild() {} },
  } as unknown as Document
  const window = {
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.delete(listener),
  } as unknown as Window
  const dispatch = (event: { origin: string; source: unknown; data: unknown }) => {
    for (const listener of [...listeners]) listener(event)
  }
  return { posted, document, window, iframe, contentWindow, dispatch }
}

function setup(extra: Partial<CreateFrameClientParameters> = {}) {
  const page = fakePage()
  const timeouts: FrameTimeoutReason[] = []
  const client = createFrameClient({
    ...extra,
    frameUrl: `${FRAME_ORIGIN}/embedded`,
    projectId: 'project-1',
    chainId: 'eip155:1',
    version: '1.0.0',
    storage: createStorageController({ storage: createMemoryStorage() }),
    onTimeout: (reason) => timeouts.push(reason),
    document: page.document,
    window: page.window,
  })
  return { ...page, client, timeouts }
}

describe('what the client posts', () => {
  it('hands its port to frame-host exact origin only, never "*"', async () => {
    const { client, posted, dispatch, contentWindow } = setup()
    const loaded = client.load()
    // A ready from another origin, or from another window of the right origin, is ignored.
    dispatch({ origin: 'https://evil.example', source: contentWindow, data: createFrameReady() })
    dispatch({ origin: FRAME_ORIGIN, source: {}, data: createFrameReady() })
    expect(posted).toEqual([])
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    expect(posted).toHaveLength(1)
    expect(posted[0]?.targetOrigin).toBe(FRAME_ORIGIN)
    expect(posted[0]?.message).toEqual({
      protocol: 'keyway-embedded-wallet',
      version: 1,
      kind: 'connect',
    })
    expect(posted[0]?.transfer[0]).toBeInstanceOf(MessagePort)
    client.destroy()
  })

  it('sends requests over the transferred port, not the window', async () => {
    const { client, posted, dispatch, contentWindow } = setup()
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    const port = posted[0]?.transfer[0] as MessagePort
    const received = new Promise<{ id: string; event: string }>((resolve) => {
      port.onmessage = (event) => resolve(event.data)
    })
    const answer = client.isConnected()
    const request = await received
    expect(request).toMatchObject({ kind: 'request', event: 'isConnected', payload: {} })
    port.postMessage({
      kind: 'success',
      id: request.id,
      event: 'isConnected',
      payload: { isConnected: true },
    })
    await expect(answer).resolves.toBe(true)
    expect(posted).toHaveLength(1)
    port.close()
    client.destroy()
  })

  it('signOutEverywhere asks the frame to end every sign-in and answers how many ended', async () => {
    const { client, posted, dispatch, contentWindow } = setup()
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    const port = posted[0]?.transfer[0] as MessagePort
    const received = new Promise<{ id: string; event: string }>((resolve) => {
      port.onmessage = (event) => resolve(event.data)
    })
    const answer = client.signOutEverywhere()
    const request = await received
    expect(request).toMatchObject({ kind: 'request', event: 'signOutEverywhere', payload: {} })
    port.postMessage({
      kind: 'success',
      id: request.id,
      event: 'signOutEverywhere',
      payload: { sessions: 3 },
    })
    await expect(answer).resolves.toEqual({ sessions: 3 })
    port.close()
    client.destroy()
  })
})

describe('theme and dapp data', () => {
  it('tells the initialized frame the theme, then the dapp data, and a changed theme again', async () => {
    let themeMode: 'light' | 'dark' = 'dark'
    const changed = new Set<() => void>()
    const { client, posted, dispatch, contentWindow } = setup({
      sync: {
        getTheme: () => ({ themeMode, themeVariables: { '--kw-accent': '#336699' } }),
        getDappData: () => ({
          projectId: 'project-1',
          sdkVersion: '1.0.0',
          sdkType: 'keyway',
          metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
        }),
        subscribe: (onChange) => {
          changed.add(onChange)
          return () => changed.delete(onChange)
        },
      },
      timeouts: { postReadyDelayMs: 0 },
    })
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    const port = posted[0]?.transfer[0] as MessagePort
    const requests: { id: string; event: string; payload: unknown }[] = []
    let next: (() => void) | undefined
    port.onmessage = (event) => {
      requests.push(event.data)
      port.postMessage({ kind: 'success', id: event.data.id, event: event.data.event, payload: {} })
      next?.()
    }
    const until = async (count: number) => {
      while (requests.length < count) await new Promise<void>((resolve) => (next = resolve))
    }
    await until(2)
    expect(requests.map((request) => [request.event, request.payload])).toEqual([
      ['syncTheme', { themeMode: 'dark', themeVariables: { '--kw-accent': '#336699' } }],
      [
        'syncDappData',
        {
          projectId: 'project-1',
          sdkVersion: '1.0.0',
          sdkType: 'keyway',
          metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
        },
      ],
    ])
    themeMode = 'light'
    for (const onChange of changed) onChange()
    await until(3)
    expect(requests[2]).toMatchObject({ event: 'syncTheme', payload: { themeMode: 'light' } })
    client.destroy()
    expect(changed.size).toBe(0)
    port.close()
  })
})

describe('connectSocial({}) aborted', () => {
  it('rejects at once and tells the frame to stop waiting with an rpcAbort of its id', async () => {
    const { client, posted, dispatch, contentWindow } = setup()
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    const port = posted[0]?.transfer[0] as MessagePort
    const requests: { id: string; event: string; payload: unknown }[] = []
    let onRequest: (() => void) | undefined
    port.onmessage = (event) => {
      requests.push(event.data)
      onRequest?.()
    }
    const arrived = (count: number) =>
      new Promise<void>((resolve) => {
        onRequest = () => {
          if (requests.length >= count) resolve()
        }
        onRequest()
      })
    const controller = new AbortController()
    const answer = client.connectSocial({}, { signal: controller.signal }).catch((e: unknown) => e)
    await arrived(1)
    expect(requests[0]).toMatchObject({ event: 'connectSocial', payload: {} })
    controller.abort()
    expect(await answer).toMatchObject({ shortMessage: 'Something went wrong' })
    await arrived(2)
    expect(requests[1]).toMatchObject({
      event: 'rpcAbort',
      payload: { requestId: requests[0]?.id },
    })
    port.close()
    client.destroy()
  })
})

describe('default timeouts (docs/limits.md#timing)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the frame has 20 s to report ready', async () => {
    const { client, timeouts } = setup()
    const loaded = client.load().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect(await loaded).toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    client.destroy()
  })

  it('a request has 30 s; initialized comes 500 ms after ready', async () => {
    const { client, timeouts, dispatch, contentWindow } = setup()
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    expect(client.state.status).toBe('ready')
    await vi.advanceTimersByTimeAsync(499)
    expect(client.state.status).toBe('ready')
    await vi.advanceTimersByTimeAsync(1)
    expect(client.state.status).toBe('initialized')
    const answer = client.connectDevice().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_request_timeout'])
    expect(await answer).toMatchObject({ name: 'TimeoutError' })
    client.destroy()
  })

  it('connectSocial({}) waits for the popup up to the user-action 5 minutes; { uri } has 30 s', async () => {
    const { client, timeouts, dispatch, contentWindow } = setup()
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    const caught = client
      .connectSocial({ uri: 'https://frame.example/v1/social/callback?code=1&state=2' })
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await caught).toMatchObject({ name: 'TimeoutError' })
    expect(timeouts).toEqual(['iframe_request_timeout'])

    let settled = false
    const waiting = client
      .connectSocial({})
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true
      })
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await waiting).toMatchObject({ name: 'TimeoutError' })
    expect(timeouts).toEqual(['iframe_request_timeout', 'iframe_request_timeout'])
    client.destroy()
  })

  it('sign-out waits 3 s for the frame, then clears the login anyway', async () => {
    const { client, timeouts, dispatch, contentWindow } = setup()
    const loaded = client.load()
    dispatch({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
    await loaded
    let done = false
    const signedOut = client.signOut().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await signedOut
    expect(done).toBe(true)
    expect(timeouts).toEqual([])
    client.destroy()
  })
})
