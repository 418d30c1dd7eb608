import { type Devnet, FARCASTER_USERS, startDevnet } from '@keyway/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { runCallbackScript } from '../testing/callback-page.test-helpers.js'
import {
  createRecordedMailer,
  TEST_FRAME,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { createFrameApi } from './api.js'
import type { ApprovalCard } from './approval-card.js'
import { createRequestHandlers } from './handlers.js'
import { createSocialResultInbox, listenForSocialResults } from './social-result.js'
import { createFrameStorage, createMemoryStorage } from './storage.js'

/**
 * The frame's social and Farcaster events against frame-host and devnet's OAuth and relay
 * stand-ins. The person's part (the provider's pages, the Farcaster app) is played with
 * fetch, hop by hop, as the popup or the phone would.
 */
const keys = tempKeys()
let devnet: Devnet
let host: FrameHost

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  host = await createFrameHost({
    keys,
    mail: createRecordedMailer(),
    configApiUrl: testOrigins,
    social: {
      oauthUrl: devnet.urls.oauth,
      // Farcaster sign-ins are checked against devnet's ID registry.
      farcasterIdRegistry: {
        address: devnet.farcasterIdRegistry.address,
        rpcUrl: devnet.urls.evmRpc,
      },
    },
    limits: { perIp: { limit: 1_000, windowMs: 60_000 } },
  })
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

const refusingCard: ApprovalCard = { ask: async () => false }

/**
 * The frame's window as the callback page reaches it: one of the opener's frames, on
 * frame-host's origin. What the page posts is dispatched to the frame's real listener with
 * the origin the browser would report (the sender's, the callback page's).
 */
function frameWindow(origin: string) {
  const listeners = new Set<(event: MessageEvent) => void>()
  return {
    location: { origin } as Location,
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      void listeners.delete(listener),
    postMessage(data: unknown, targetOrigin: string) {
      // The browser's rule: nothing is delivered unless the target origin is this window's.
      if (targetOrigin !== origin) return
      const event = { data: structuredClone(data), origin: new URL(host.url).origin }
      for (const listener of [...listeners]) listener(event as MessageEvent)
    },
  }
}

function frame() {
  const storage = createFrameStorage(createMemoryStorage())
  const socialResults = createSocialResultInbox()
  const win = frameWindow(new URL(host.url).origin)
  listenForSocialResults(win as never, socialResults)
  const handlers = createRequestHandlers({
    api: createFrameApi({ baseUrl: host.url, storage, frame: TEST_FRAME }),
    storage,
    card: refusingCard,
    defaultChainId: 'eip155:31337',
    parentOrigin: 'https://dapp.example',
    themeRoot: undefined as unknown as HTMLElement,
    farcasterPollIntervalMs: 100,
    socialResults,
  })
  let n = 0
  const request = (event: string, payload: unknown = {}) =>
    handlers.handle({
      kind: 'request',
      id: `social-request-${String(++n).padStart(8, '0')}`,
      event,
      payload,
    } as never) as Promise<Record<string, unknown>>
  /** The popup reaches `url` (frame-host's callback) and its page runs; the dapp is its opener. */
  async function popupLandsOn(url: string) {
    const page = await hop(url)
    const dapp = { postMessage() {}, frames: Object.assign([win], { length: 1 }) }
    expect(runCallbackScript(await page.text(), dapp)).toEqual({ closed: true })
  }
  return { storage, handlers, request, popupLandsOn }
}

const decodeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** One step of a popup: GET without following redirects. */
const hop = (url: string) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })

/** On the provider's page, picks the first test user; returns where the popup is sent. */
async function consent(authorizeUri: string): Promise<string> {
  const page = await hop(authorizeUri)
  const html = await page.text()
  const link = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => decodeHtml(m[1] ?? ''))
    .find((href) => href.includes('user='))
  if (!link) throw new Error(`no test user on the authorize page: ${html.slice(0, 200)}`)
  const answer = await hop(new URL(link, authorizeUri).toString())
  expect(answer.status).toBe(302)
  return answer.headers.get('location') as string
}

describe('social login through the frame', () => {
  it('getSocialRedirectUri, then connectSocial with the redirect: signed in, both accounts', async () => {
    const f = frame()
    const { uri } = (await f.request('getSocialRedirectUri', { provider: 'github' })) as {
      uri: string
    }
    expect(uri.startsWith(`${devnet.urls.oauth}/github/authorize`)).toBe(true)
    const redirect = await consent(uri)
    expect(redirect.startsWith(`${host.url}/v1/social/callback?`)).toBe(true)
    const user = await f.request('connectSocial', { uri: redirect })
    expect(user).toMatchObject({
      chainId: 'eip155:31337',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      userName: expect.any(String),
    })
    expect(f.storage.sessionToken()).toBeDefined()
    expect(await f.request('isConnected')).toEqual({ isConnected: true })
    expect((await f.request('getUser', {})).address).toBe(user.address)
  })

  it("a cancelled sign-in reaches the dapp in frame-host's words; no session", async () => {
    const f = frame()
    const { uri } = (await f.request('getSocialRedirectUri', { provider: 'google' })) as {
      uri: string
    }
    const state = new URL(uri).searchParams.get('state')
    await expect(
      f.request('connectSocial', {
        uri: `${host.url}/v1/social/callback?state=${state}&error=access_denied`,
      }),
    ).rejects.toThrow('The sign-in with google was cancelled')
    expect(f.storage.sessionToken()).toBeUndefined()
  })
})

describe('social login in a popup the dapp opened (connectSocial {})', () => {
  it('a result that came first answers at once; the session is kept as with { uri }', async () => {
    const f = frame()
    const { uri } = (await f.request('getSocialRedirectUri', { provider: 'discord' })) as {
      uri: string
    }
    await f.popupLandsOn(await consent(uri))
    const user = await f.request('connectSocial', {})
    expect(user).toMatchObject({
      chainId: 'eip155:31337',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      userName: expect.any(String),
    })
    expect(f.storage.sessionToken()).toBeDefined()
    expect(await f.request('isConnected')).toEqual({ isConnected: true })
    // A reload asks getUser: the social username comes with it (docs/embedded-wallet.md#browser-storage).
    expect(await f.request('getUser', {})).toMatchObject({
      address: user.address,
      userName: user.userName,
    })
  })

  it('waits for a popup that ends later', async () => {
    const f = frame()
    const { uri } = (await f.request('getSocialRedirectUri', { provider: 'github' })) as {
      uri: string
    }
    let settled = false
    const connecting = f.request('connectSocial', {}).finally(() => {
      settled = true
    })
    const redirect = await consent(uri)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    expect(f.storage.sessionToken()).toBeUndefined()
    await f.popupLandsOn(redirect)
    expect(await connecting).toMatchObject({ userName: expect.any(String) })
    expect(f.storage.sessionToken()).toBeDefined()
  })

  it("a cancelled sign-in rejects with frame-host's words; no session", async () => {
    const f = frame()
    const { uri } = (await f.request('getSocialRedirectUri', { provider: 'google' })) as {
      uri: string
    }
    const connecting = f.request('connectSocial', {})
    const state = new URL(uri).searchParams.get('state')
    await f.popupLandsOn(`${host.url}/v1/social/callback?state=${state}&error=access_denied`)
    await expect(connecting).rejects.toThrow('The sign-in with google was cancelled')
    expect(f.storage.sessionToken()).toBeUndefined()
  })

  it('rpcAbort stops the wait; the result that comes after is kept for the next request', async () => {
    const f = frame()
    const { uri } = (await f.request('getSocialRedirectUri', { provider: 'x' })) as {
      uri: string
    }
    const id = 'social-wait-0000000001'
    const waiting = f.handlers.handle({ kind: 'request', id, event: 'connectSocial', payload: {} })
    await f.request('rpcAbort', { requestId: id })
    await expect(waiting).rejects.toThrow('Request was aborted')
    await f.popupLandsOn(await consent(uri))
    expect(f.storage.sessionToken()).toBeUndefined()
    expect(await f.request('connectSocial', {})).toMatchObject({ userName: expect.any(String) })
    expect(f.storage.sessionToken()).toBeDefined()
  })

  it('sign-out ends a waiting connectSocial', async () => {
    const f = frame()
    await f.request('getSocialRedirectUri', { provider: 'apple' })
    const waiting = f.request('connectSocial', {})
    const stopped = expect(waiting).rejects.toThrow('The wallet signed out')
    await f.request('signOut')
    await stopped
  })
})

describe('Farcaster sign-in through the frame', () => {
  it('getFarcasterUri, connectFarcaster waits until the app approves, then signs in', async () => {
    const alice = FARCASTER_USERS[0] as (typeof FARCASTER_USERS)[number]
    const f = frame()
    const { url } = (await f.request('getFarcasterUri')) as { url: string }
    expect(url).toMatch(/^http:\/\//)
    let settled = false
    const connecting = f.request('connectFarcaster').finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(settled).toBe(false)
    const page = await (await hop(url)).text()
    const link = [...page.matchAll(/href="([^"]*approve\?fid=(\d+)[^"]*)"/g)].find(
      (m) => m[2] === String(alice.fid),
    )?.[1]
    if (!link) throw new Error('no approve link on the relay page')
    expect((await hop(new URL(decodeHtml(link), url).toString())).status).toBe(200)
    expect(await connecting).toMatchObject({ email: null, userName: alice.username })
    expect(await f.request('isConnected')).toEqual({ isConnected: true })
  })

  it('connectFarcaster without a channel says so; sign-out stops a waiting one', async () => {
    await expect(frame().request('connectFarcaster')).rejects.toThrow(
      'No Farcaster sign-in is in progress: ask for its URL first',
    )
    const f = frame()
    await f.request('getFarcasterUri')
    const waiting = f.request('connectFarcaster')
    const stopped = expect(waiting).rejects.toThrow('The wallet signed out')
    // No wait first: the request starts its poll before it yields, so a sign-out that
    // follows at once finds it (a sleep here could only hide a poll that starts late).
    await f.request('signOut')
    await stopped
  })
})
