import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_PROTOCOL_NAME, FRAME_PROTOCOL_VERSION } from '../protocol/constants.js'
import {
  addSiblingFrame,
  cleanUpTestFrames,
  createTestClient,
  FRAME_ORIGIN,
  frameLog,
  sleep,
} from './test-frame.test-helpers.js'

const OTHER_ADDRESS = '0x2222222222222222222222222222222222222222'
const header = { protocol: FRAME_PROTOCOL_NAME, version: FRAME_PROTOCOL_VERSION }

afterEach(() => {
  cleanUpTestFrames()
  vi.restoreAllMocks()
})

describe('the frame (docs/embedded-wallet.md#loading-the-frame)', () => {
  it('is created lazily, hidden, with the docs/services.md#requests URL parameters; initialized after ready', async () => {
    const { client } = createTestClient()
    const statuses: string[] = []
    client.subscribe((state) => statuses.push(state.status))
    expect(client.frameElement).toBeUndefined()
    expect(client.state.status).toBe('idle')

    await client.load()
    const iframe = client.frameElement
    if (!iframe) throw new Error('no frame')
    const url = new URL(iframe.src)
    expect(url.origin).toBe(FRAME_ORIGIN)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'project-1',
      chainId: 'eip155:1',
      version: '1.0.0',
      enableLogger: 'false',
    })
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
    expect(iframe.getBoundingClientRect().width).toBe(0)
    expect(client.state.status).toBe('ready')
    await expect.poll(() => client.state.status).toBe('initialized')
    expect(statuses).toEqual(['loading', 'ready', 'initialized'])
  })

  it('is created at once when an email login was used before (docs/embedded-wallet.md#email-login)', () => {
    const { storage } = createTestClient()
    storage.set('emailLoginUsed', true)
    const { client } = createTestClient({ parameters: { storage } })
    expect(client.frameElement).toBeDefined()
    expect(client.state.status).toBe('loading')
  })

  it('is shown for an approval and hidden again', async () => {
    const { client } = createTestClient()
    await client.load()
    client.showFrame()
    const iframe = client.frameElement
    expect(iframe?.hasAttribute('aria-hidden')).toBe(false)
    expect(iframe?.getBoundingClientRect().width).toBeGreaterThan(0)
    client.hideFrame()
    expect(iframe?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('requests over the port', () => {
  it('logs in with email and OTP and stores what docs/embedded-wallet.md#email-login says', async () => {
    const { client, storage } = createTestClient()
    storage.set('lastEmailLoginTime', Date.now() - 60_000)
    await expect(client.connectEmail({ email: 'user@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    const user = await client.connectOtp({ otp: '123456' })
    expect(user.address).toBe('0x1111111111111111111111111111111111111111')
    expect(client.state.user).toEqual(user)
    expect(storage.get('email')).toBe('user@example.com')
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('lastEmailLoginTime')).toBeUndefined()
    expect(await frameLog(client)).toEqual({
      connects: 1,
      received: ['connectEmail', 'connectOtp', 'getUser', 'getFarcasterUri'],
    })
  })

  it('refuses a second email login within 30 s without contacting the frame', async () => {
    const { client } = createTestClient()
    await client.connectEmail({ email: 'user@example.com' })
    await expect(client.connectEmail({ email: 'user@example.com' })).rejects.toThrow(
      /^Please try again after (29|30) seconds/,
    )
    expect((await frameLog(client)).received).toEqual(['connectEmail', 'getFarcasterUri'])
  })

  it('turns an error reply without a message into "An error occurred"', async () => {
    const { client, storage } = createTestClient()
    const error = await client.connectOtp({ otp: '000000' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'FrameError', shortMessage: 'An error occurred' })
    await expect(client.connectOtp({ otp: '111111' })).rejects.toMatchObject({
      name: 'FrameError',
      shortMessage: 'Invalid code',
      code: 4001,
    })
    expect(client.state.user).toBeUndefined()
    expect(storage.get('emailLoginUsed')).toBeUndefined()
  })
})

describe('security', () => {
  it('ignores a forged success reply from a sibling frame at frame-host origin and from the page', async () => {
    const ids: string[] = []
    const randomUUID = crypto.randomUUID.bind(crypto)
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      const id = randomUUID()
      ids.push(id)
      return id
    })
    const { client } = createTestClient()
    await client.load()
    // The stand-in answers this one after 1 s, leaving room for the forgeries.
    const answer = client.getUser({ chainId: 'eip155:10' })
    const id = ids.at(-1)
    const forged = {
      kind: 'success',
      id,
      event: 'getUser',
      payload: { address: OTHER_ADDRESS, chainId: 'eip155:10' },
    }
    // The strongest attacker: it knows the pending id.
    await addSiblingFrame({ mode: 'forge', forge: JSON.stringify(forged) })
    window.postMessage(forged, '*')
    window.postMessage(forged, location.origin)
    await sleep(100)
    expect(client.state.user).toBeUndefined()
    expect((await answer).address).toBe('0x1111111111111111111111111111111111111111')
    expect(client.state.user?.address).toBe('0x1111111111111111111111111111111111111111')
  })

  it('ignores handshake messages from anyone but its own frame', async () => {
    const { client } = createTestClient({ query: { readyDelay: '1500' } })
    const loaded = client.load()
    const unverified = { ...header, kind: 'unverified-domain' }
    // A sibling at frame-host's origin and the page itself try to fail the load.
    await addSiblingFrame({ mode: 'forge', forge: JSON.stringify(unverified) })
    window.postMessage(unverified, '*')
    await sleep(50)
    expect(client.state.status).toBe('loading')
    await expect(loaded).resolves.toBeUndefined()
    expect(client.state.status).toBe('ready')
    expect((await frameLog(client)).connects).toBe(1)
  })

  it('drops a reply to an unknown id', async () => {
    const { client, logs } = createTestClient()
    await expect(client.reload()).resolves.toEqual({})
    expect(logs).toContain('embedded wallet: dropped a reply to an unknown or already answered id')
  })

  it('drops a second reply to an answered id', async () => {
    const { client, logs } = createTestClient()
    await expect(client.getChainId()).resolves.toEqual({ chainId: 'eip155:1' })
    await expect
      .poll(() => logs)
      .toContain('embedded wallet: dropped a reply to an unknown or already answered id')
    expect(client.state.chainId).toBe('eip155:1')
  })

  it('rejects replies failing their schema, with no state change', async () => {
    const { client, logs } = createTestClient()
    const seen: unknown[] = []
    client.subscribe((state) => seen.push(state.user))
    const user = await client.getUser({ chainId: 'eip155:137' })
    expect(user).not.toHaveProperty('privateKey')
    expect(logs).toContain('embedded wallet: rejected a reply that fails its schema')
    expect(logs).toContain('embedded wallet: rejected a success payload that fails its schema')
    expect(seen.filter(Boolean)).toEqual([user])
  })

  it('refuses a method off the allow-list without contacting the frame', async () => {
    const { client } = createTestClient()
    await expect(
      client.rpcRequest({ chainId: 'eip155:1', method: 'eth_sign' as never, params: [] }),
    ).rejects.toMatchObject({
      name: 'RpcCallNotAllowedError',
      shortMessage: 'Requested RPC call is not allowed',
    })
    expect(client.frameElement).toBeUndefined()
    await expect(client.rpcRequest({ chainId: 'eip155:1', method: 'eth_chainId' })).resolves.toBe(
      '0x1',
    )
    expect((await frameLog(client)).received).toEqual(['rpcRequest:eth_chainId', 'getFarcasterUri'])
  })
})

describe('timeouts (docs/limits.md#timing) and aborts (docs/errors.md#email-and-social-login-the-embedded-wallet)', () => {
  it('reports iframe_load_failed and "Unable to load email login dependency"', async () => {
    const { client, timeouts } = createTestClient({
      query: { mode: 'silent' },
      parameters: { timeouts: { loadMs: 300 } },
    })
    await expect(client.getChainId()).rejects.toMatchObject({
      name: 'EmailLoginDependencyError',
      shortMessage: 'Unable to load email login dependency',
    })
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect(client.frameElement).toBeUndefined()
    expect(client.state.status).toBe('failed')
  })

  it('fails the load on an unverified domain, without a timeout', async () => {
    const { client, timeouts } = createTestClient({ query: { mode: 'unverified' } })
    await expect(client.load()).rejects.toMatchObject({
      shortMessage: 'Unable to load email login dependency',
      details: 'unverified domain',
    })
    expect(timeouts).toEqual([])
  })

  it('reports iframe_request_timeout when the frame does not answer', async () => {
    const { client, timeouts } = createTestClient({ parameters: { timeouts: { requestMs: 300 } } })
    await expect(client.connectDevice()).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(timeouts).toEqual(['iframe_request_timeout'])
  })

  it('aborts an RPC request with "Request was aborted" and tells the frame', async () => {
    const { client } = createTestClient()
    await client.load()
    const controller = new AbortController()
    const request = client.rpcRequest(
      { chainId: 'eip155:1', method: 'eth_blockNumber' },
      { signal: controller.signal },
    )
    await sleep(100)
    controller.abort()
    await expect(request).rejects.toMatchObject({
      name: 'RequestAbortedError',
      shortMessage: 'Request was aborted',
    })
    await expect
      .poll(async () => (await frameLog(client)).received)
      .toEqual(expect.arrayContaining(['rpcRequest:eth_blockNumber', 'rpcAbort']))
  })

  it('aborts other requests with "Something went wrong"; an aborted signal sends nothing', async () => {
    const { client } = createTestClient()
    await client.load()
    const controller = new AbortController()
    const request = client.connectDevice({ signal: controller.signal })
    await sleep(100)
    controller.abort()
    await expect(request).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    await expect(client.reload({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      shortMessage: 'Something went wrong',
    })
    expect((await frameLog(client)).received).toEqual(['connectDevice', 'getFarcasterUri'])
  })
})

describe('browser-stored keys (docs/embedded-wallet.md#browser-storage, docs/embedded-wallet.md#the-frame)', () => {
  it('sign-out waits at most 3 s and clears the session token and the login cache', async () => {
    const { client, storage, timeouts } = createTestClient({
      query: { mode: 'silent' },
      parameters: { timeouts: { signOutMs: 300 } },
    })
    storage.set('sessionToken', 'token')
    storage.set('emailLoginUsed', true)
    storage.set('email', 'user@example.com')
    storage.set('lastUsedChainId', 'eip155:1')
    storage.set('socialUsername', 'user')
    storage.set('preferredAccountType', 'eoa')
    const started = Date.now()
    await client.signOut()
    expect(Date.now() - started).toBeLessThan(2000)
    for (const key of [
      'sessionToken',
      'emailLoginUsed',
      'email',
      'lastUsedChainId',
      'socialUsername',
    ] as const) {
      expect(storage.get(key), key).toBeUndefined()
    }
    expect(storage.get('preferredAccountType')).toBe('eoa')
    expect(timeouts).toEqual([])
  })

  it('a failed connection check clears the login cache', async () => {
    const { client, storage } = createTestClient()
    storage.set('emailLoginUsed', true)
    storage.set('email', 'user@example.com')
    storage.set('sessionToken', 'token')
    await expect(client.isConnected()).resolves.toBe(false)
    expect(storage.get('emailLoginUsed')).toBeUndefined()
    expect(storage.get('email')).toBeUndefined()
  })
})
