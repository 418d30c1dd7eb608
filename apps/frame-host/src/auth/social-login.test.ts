import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, FARCASTER_USERS, OAUTH_PROVIDERS, startDevnet } from '@keyway/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createOriginsSource } from '../server/origins.js'
import {
  type Post,
  recordingWindow,
  runCallbackScript,
} from '../testing/callback-page.test-helpers.js'
import {
  type CallResult,
  call,
  createClock,
  createRecordedMailer,
  DEVICE_A,
  DEVICE_B,
  rememberTokenDevice,
  signIn,
  tempKeys,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'
import { SOCIAL_PROVIDERS } from './social-config.js'
import { SOCIAL_RESULT_ELEMENT_ID, SOCIAL_RESULT_MESSAGE } from './social-page.js'

/**
 * Social and Farcaster login against devnet's OAuth and Farcaster stand-ins. The browser's
 * part (the popup following the provider's pages and redirects) is played with fetch: the
 * authorize page is read, a test user's link followed, and the redirect's Location taken to
 * frame-host's callback, exactly as the popup would navigate.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
const clock = createClock(Date.now())
let devnet: Devnet
let host: FrameHost

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: createOriginsSource({ configApiUrl: devnet.urls.configApi }),
    social: {
      oauthUrl: devnet.urls.oauth,
      // Farcaster sign-ins are checked against devnet's ID registry.
      farcasterIdRegistry: {
        address: devnet.farcasterIdRegistry.address,
        rpcUrl: devnet.urls.evmRpc,
      },
    },
    now: clock.now,
    limits: { perIp: { limit: 1_000, windowMs: 60_000 } },
    metrics: { port: 0 },
  })
  useProofClock(clock.now)
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

const decodeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

/** GET without following redirects, the way the popup sees each hop. */
async function hop(url: string): Promise<Response> {
  return fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
}

/** The provider's page: pick `user` (or Cancel) and return where the provider sends the popup. */
async function authorizeAs(authorizeUri: string, user: string | 'cancel'): Promise<string> {
  const page = await hop(authorizeUri)
  expect(page.status).toBe(200)
  const html = await page.text()
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => decodeHtml(m[1] ?? ''))
  const link = links.find((href) =>
    user === 'cancel' ? href.includes('deny=1') : href.includes(`user=${user}`),
  )
  if (!link) throw new Error(`no link for ${user} on the authorize page`)
  const consent = await hop(new URL(link, authorizeUri).toString())
  expect(consent.status).toBe(302)
  return consent.headers.get('location') as string
}

// biome-ignore lint/suspicious/noExplicitAny: tests read the posted message field by field and assert them
type CallbackPage = { status: number; headers: Headers; message: any }

/** frame-host's callback page, with the message it posts to its opener. */
async function openCallback(location: string, device = DEVICE_A): Promise<CallbackPage> {
  const response = await hop(location)
  const html = await response.text()
  const json = new RegExp(
    `<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1]
  if (!json) throw new Error(`no result on the callback page: ${html}`)
  const message = JSON.parse(json)
  // The session is the starting browser's: its device id and key prove it (README "Sessions").
  if (message.result?.token) rememberTokenDevice(message.result.token, device)
  return { status: response.status, headers: response.headers, message }
}

async function start(provider: string, device = DEVICE_A): Promise<CallResult> {
  return call(host.url, 'POST', '/v1/social/start', { body: { provider }, device })
}

/** start → the provider's page as `user` → callback: the message the opener receives. */
async function socialLogin(provider: string, user: string, device = DEVICE_A) {
  const started = await start(provider, device)
  expect(started.status).toBe(200)
  const location = await authorizeAs(started.json.uri, user)
  return openCallback(location, device)
}

describe('social login with the devnet OAuth stand-in', () => {
  it('covers the six providers of docs/limits.md#features-and-defaults and the stand-in serves each', () => {
    expect([...SOCIAL_PROVIDERS].sort()).toEqual([...OAUTH_PROVIDERS].sort())
  })

  it.each(SOCIAL_PROVIDERS)(
    '%s: start, authorize, callback, and the session works',
    async (provider) => {
      const started = await start(provider)
      expect(started.status).toBe(200)
      const uri = new URL(started.json.uri)
      expect(`${uri.origin}${uri.pathname}`).toBe(`${devnet.urls.oauth}/${provider}/authorize`)
      expect(uri.searchParams.get('response_type')).toBe('code')
      expect(uri.searchParams.get('client_id')).toBe('keyway-frame-host')
      expect(uri.searchParams.get('redirect_uri')).toBe(`${host.url}/v1/social/callback`)
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(uri.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)

      const location = await authorizeAs(started.json.uri, 'alice')
      expect(location.startsWith(`${host.url}/v1/social/callback?`)).toBe(true)
      const page = await openCallback(location)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      const csp = page.headers.get('content-security-policy') ?? ''
      expect(csp).toMatch(
        /^default-src 'none'; script-src 'nonce-[A-Za-z0-9+/=]+'; frame-ancestors 'none'$/,
      )
      expect(page.message).toMatchObject({
        type: SOCIAL_RESULT_MESSAGE,
        provider,
        // The frame takes only the result of the login it started.
        state: uri.searchParams.get('state'),
        result: {
          token: expect.any(String),
          expiresAt: expect.any(Number),
          user: { email: 'alice@devnet.test', userName: 'alice' },
        },
      })
      const me = await call(host.url, 'GET', '/v1/user', { token: page.message.result.token })
      expect(me.status).toBe(200)
      expect(me.json.user.id).toBe(page.message.result.user.id)
      expect(me.json.user.accounts.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(me.json.user.accounts).toEqual(page.message.result.user.accounts)
    },
  )

  it('the page posts only to frame-host’s own origin, to the opener and its frames, and closes', async () => {
    const started = await start('google')
    const response = await hop(await authorizeAs(started.json.uri, 'alice'))
    const html = await response.text()
    expect(html).not.toContain("'*'")
    // The dapp opened the popup: the frame is one of the opener's frames.
    const posts: Post[] = []
    const opener = {
      ...recordingWindow('dapp', posts),
      frames: Object.assign([recordingWindow('wallet frame', posts)], { length: 1 }),
    }
    expect(runCallbackScript(html, opener)).toEqual({ closed: true })
    expect(posts.map((post) => [post.target, post.targetOrigin])).toEqual([
      ['dapp', host.url],
      ['wallet frame', host.url],
    ])
    expect(posts[0]?.message).toMatchObject({ type: SOCIAL_RESULT_MESSAGE, provider: 'google' })
  })

  it('the six providers, all verifying alice@devnet.test, lead to one user and one wallet', async () => {
    const users = []
    for (const provider of SOCIAL_PROVIDERS) {
      users.push((await socialLogin(provider, 'alice')).message.result.user)
    }
    expect(new Set(users.map((u) => u.id)).size).toBe(1)
    expect(new Set(users.map((u) => u.accounts.eip155)).size).toBe(1)
  })

  it('a second login with the same identity, on another browser, gives the same addresses', async () => {
    const first = await socialLogin('discord', 'bob', DEVICE_A)
    const second = await socialLogin('discord', 'bob', DEVICE_B)
    expect(second.status).toBe(200)
    expect(second.message.result.token).not.toBe(first.message.result.token)
    expect(second.message.result.user.id).toBe(first.message.result.user.id)
    expect(second.message.result.user.accounts).toEqual(first.message.result.user.accounts)
    for (const page of [first, second]) {
      const me = await call(host.url, 'GET', '/v1/user', { token: page.message.result.token })
      expect(me.json.user.accounts).toEqual(first.message.result.user.accounts)
    }
  })

  it('joins an email user when the provider verified the same email', async () => {
    const token = await signIn(host.url, mailer, 'carol@devnet.test')
    const emailUser = (await call(host.url, 'GET', '/v1/user', { token })).json.user
    const social = await socialLogin('github', 'carol')
    expect(social.message.result.user.id).toBe(emailUser.id)
    expect(social.message.result.user.accounts).toEqual(emailUser.accounts)
  })

  it('GET /v1/user answers the social username (docs/embedded-wallet.md#browser-storage); an email-only user has none', async () => {
    const emailOnly = await signIn(host.url, mailer, `erin-${Date.now()}@example.com`)
    const plain = await call(host.url, 'GET', '/v1/user', { token: emailOnly })
    expect(plain.status).toBe(200)
    expect(plain.json.user).not.toHaveProperty('userName')

    // bob's email session and his social one name the same user, and both learn the handle.
    const emailToken = await signIn(host.url, mailer, 'bob@devnet.test')
    const social = await socialLogin('github', 'bob')
    for (const token of [emailToken, social.message.result.token]) {
      const me = await call(host.url, 'GET', '/v1/user', { token })
      expect(me.json.user).toMatchObject({ id: social.message.result.user.id, userName: 'bob' })
    }
  })

  it('a reused state is refused', async () => {
    const started = await start('x')
    const location = await authorizeAs(started.json.uri, 'alice')
    expect((await openCallback(location)).status).toBe(200)
    const again = await openCallback(location)
    expect(again.status).toBe(400)
    expect(again.message).toEqual({
      type: SOCIAL_RESULT_MESSAGE,
      state: new URL(location).searchParams.get('state'),
      error: {
        code: 'social_state_invalid',
        message: 'This sign-in has expired or was already used. Please start the sign-in again',
      },
    })
  })

  it('a state older than 10 minutes is refused', async () => {
    const started = await start('apple')
    const location = await authorizeAs(started.json.uri, 'alice')
    clock.advance(10 * 60_000 + 1)
    const late = await openCallback(location)
    expect(late.status).toBe(400)
    expect(late.message.error.code).toBe('social_state_invalid')
  })

  it('a verifier that does not match the code challenge is refused by the provider', async () => {
    const started = await start('facebook')
    const location = await authorizeAs(started.json.uri, 'alice')
    // Another well-formed verifier than the one whose challenge went to the provider.
    await host.db.query(
      'UPDATE social_login_states SET code_verifier = $1 WHERE consumed_at IS NULL',
      ['x'.repeat(43)],
    )
    const page = await openCallback(location)
    expect(page.status).toBe(400)
    expect(page.message.error).toEqual({
      code: 'social_pkce_mismatch',
      message:
        'facebook refused the sign-in: the PKCE verifier does not match the code. Please start the sign-in again',
    })
  })

  it('Cancel at the provider comes back as a cancelled sign-in', async () => {
    const started = await start('google')
    const page = await openCallback(await authorizeAs(started.json.uri, 'cancel'))
    expect(page.status).toBe(400)
    expect(page.message.error).toEqual({
      code: 'social_cancelled',
      message: 'The sign-in with google was cancelled',
    })
  })

  it('a code exchanged once cannot be exchanged again through a fresh state', async () => {
    const started = await start('google')
    const location = new URL(await authorizeAs(started.json.uri, 'alice'))
    expect((await openCallback(location.toString())).status).toBe(200)
    const other = new URL((await start('google')).json.uri).searchParams.get('state') as string
    location.searchParams.set('state', other)
    const page = await openCallback(location.toString())
    expect(page.status).toBe(400)
    expect(page.message.error.code).toBe('social_provider_refused')
    expect(page.message.error.message).toBe(
      'google refused the sign-in: unknown, used or expired code',
    )
  })

  it('the frame can finish a redirect it caught itself (POST /v1/social/connect)', async () => {
    const started = await start('github', DEVICE_B)
    const location = await authorizeAs(started.json.uri, 'bob')
    const wrongDevice = await call(host.url, 'POST', '/v1/social/connect', {
      body: { uri: location },
      device: DEVICE_A,
    })
    expect(wrongDevice.status).toBe(400)
    expect(wrongDevice.json.error.code).toBe('social_state_invalid')
    // The state was spent by that attempt: a new login on the right browser works.
    const again = await start('github', DEVICE_B)
    const connected = await call(host.url, 'POST', '/v1/social/connect', {
      body: { uri: await authorizeAs(again.json.uri, 'bob') },
      device: DEVICE_B,
    })
    expect(connected.status).toBe(200)
    expect(connected.json).toMatchObject({ token: expect.any(String), user: { userName: 'bob' } })
  })
})

describe('bad input', () => {
  it('an unknown provider is a 400 naming the known ones', async () => {
    const res = await start('myspace')
    expect(res.status).toBe(400)
    expect(res.json.error).toEqual({
      code: 'invalid_input',
      message: 'Unknown provider "myspace": use one of google, github, apple, facebook, x, discord',
    })
  })

  it('malformed bodies and headers are 4xx with a clear message', async () => {
    const cases: [string, string, Parameters<typeof call>[3], number, string | RegExp][] = [
      [
        'POST',
        '/v1/social/start',
        { body: { provider: 'google', extra: 1 }, device: DEVICE_A },
        400,
        'Unknown field: extra',
      ],
      [
        'POST',
        '/v1/social/start',
        { body: {}, device: DEVICE_A },
        400,
        /^provider must be one of google/,
      ],
      [
        'POST',
        '/v1/social/start',
        { body: { provider: 7 }, device: DEVICE_A },
        400,
        /^provider must be one of/,
      ],
      [
        'POST',
        '/v1/social/start',
        { body: { provider: 'google' } },
        400,
        'The X-Keyway-Device-Id header is required',
      ],
      [
        'POST',
        '/v1/social/start',
        { body: { provider: 'google', redirectUri: 'https://evil.example/cb' }, device: DEVICE_A },
        400,
        `redirectUri must be on ${host.url}`,
      ],
      [
        'POST',
        '/v1/social/start',
        { body: { provider: 'google', redirectUri: 'javascript:alert(1)' }, device: DEVICE_A },
        400,
        'redirectUri must be an http(s) URL',
      ],
      [
        'POST',
        '/v1/social/start',
        { raw: '{"provider":', device: DEVICE_A },
        400,
        'The request body is not valid JSON',
      ],
      [
        'POST',
        '/v1/social/connect',
        { body: { uri: 'not a url' }, device: DEVICE_A },
        400,
        'uri must be an http(s) URL',
      ],
      [
        'POST',
        '/v1/social/connect',
        { body: { uri: `${host.url}/v1/social/callback?code=a` }, device: DEVICE_A },
        400,
        'state is required',
      ],
      [
        'POST',
        '/v1/farcaster/start',
        { body: { domain: 'x' }, device: DEVICE_A },
        400,
        'Unknown field: domain',
      ],
      ['POST', '/v1/farcaster/start', {}, 400, 'The X-Keyway-Device-Id header is required'],
      [
        'POST',
        '/v1/farcaster/poll',
        { body: {}, device: DEVICE_A },
        400,
        'channelToken is required',
      ],
      [
        'POST',
        '/v1/farcaster/poll',
        { body: { channelToken: "' OR 1=1 --" }, device: DEVICE_A },
        400,
        'channelToken is not a Farcaster channel token',
      ],
      [
        'POST',
        '/v1/farcaster/poll',
        { body: { channelToken: 'a'.repeat(32) }, device: DEVICE_A },
        400,
        'This Farcaster sign-in has expired or was already used. Please start the sign-in again',
      ],
    ]
    for (const [method, path, options, status, message] of cases) {
      const res = await call(host.url, method, path, options)
      expect(res.status, `${path} ${JSON.stringify(options)}`).toBe(status)
      if (typeof message === 'string') expect(res.json.error.message).toBe(message)
      else expect(res.json.error.message).toMatch(message)
    }
  })

  it('a login finished in the popup counts as a completed social login; a refused callback does not', async () => {
    const completed = async () => {
      const text = await (await fetch(`${host.metricsUrl}/metrics`)).text()
      const line = text
        .split('\n')
        .find((l) => l.startsWith('frame_host_logins_completed_total{kind="social"} '))
      return Number(line?.split(' ')[1] ?? 0)
    }
    const before = await completed()
    const page = await socialLogin('github', 'alice')
    expect(page.status).toBe(200)
    expect(await completed()).toBe(before + 1)
    const refused = await openCallback(
      `${host.url}/v1/social/callback?state=${'a'.repeat(43)}&code=abc`,
    )
    expect(refused.status).toBe(400)
    expect(await completed()).toBe(before + 1)
  })

  it('a callback without a valid state answers a 400 page for the opener', async () => {
    for (const query of [
      '',
      '?code=abc',
      '?state=short&code=abc',
      `?state=${'a'.repeat(43)}&code=abc&evil=1`,
    ]) {
      const page = await openCallback(`${host.url}/v1/social/callback${query}`)
      expect(page.status).toBe(400)
      expect(page.message.error.code).toBe('invalid_input')
    }
    const unknown = await openCallback(
      `${host.url}/v1/social/callback?state=${'a'.repeat(43)}&code=abc`,
    )
    expect(unknown.status).toBe(400)
    expect(unknown.message.error.code).toBe('social_state_invalid')
  })
})

describe('Farcaster sign-in with the devnet stand-in', () => {
  async function approve(uri: string, fid: number) {
    const page = await hop(uri)
    expect(page.status).toBe(200)
    const href = /href="([^"]*approve\?fid=(\d+)[^"]*)"/g
    const links = [...(await page.text()).matchAll(href)]
    const link = links.find((m) => m[2] === String(fid))?.[1]
    if (!link) throw new Error(`no approve link for fid ${fid}`)
    expect((await hop(new URL(decodeHtml(link), uri).toString())).status).toBe(200)
  }

  it('start, pending, approve, then one session for the fid', async () => {
    const alice = FARCASTER_USERS[0] as (typeof FARCASTER_USERS)[number]
    const started = await call(host.url, 'POST', '/v1/farcaster/start', { device: DEVICE_A })
    expect(started.status).toBe(200)
    expect(started.json).toEqual({
      uri: expect.stringMatching(/^http:\/\//),
      channelToken: expect.any(String),
    })
    const { channelToken } = started.json
    const pending = await call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken },
      device: DEVICE_A,
    })
    expect(pending).toMatchObject({ status: 200, json: { state: 'pending' } })

    await approve(started.json.uri, alice.fid)
    const otherBrowser = await call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken },
      device: DEVICE_B,
    })
    expect(otherBrowser.status).toBe(400)
    const done = await call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken },
      device: DEVICE_A,
    })
    expect(done.status).toBe(200)
    expect(done.json).toMatchObject({
      state: 'completed',
      token: expect.any(String),
      user: { email: null, userName: alice.username },
    })
    const me = await call(host.url, 'GET', '/v1/user', { token: done.json.token })
    expect(me.status).toBe(200)
    expect(me.json.user.accounts).toEqual(done.json.user.accounts)
    expect(me.json.user.userName).toBe(alice.username)

    const replay = await call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken },
      device: DEVICE_A,
    })
    expect(replay.status).toBe(400)
    expect(replay.json.error.code).toBe('farcaster_channel_invalid')

    // The same fid again: the same user and addresses.
    const second = await call(host.url, 'POST', '/v1/farcaster/start', { device: DEVICE_B })
    await approve(second.json.uri, alice.fid)
    const again = await call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken: second.json.channelToken },
      device: DEVICE_B,
    })
    expect(again.json.user.id).toBe(done.json.user.id)
    expect(again.json.user.accounts).toEqual(done.json.user.accounts)
  })

  it('an email account without a Farcaster link cannot update an email it does not have', async () => {
    const started = await call(host.url, 'POST', '/v1/farcaster/start', { device: DEVICE_A })
    await approve(started.json.uri, 1002)
    const done = await call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken: started.json.channelToken },
      device: DEVICE_A,
    })
    const update = await call(host.url, 'POST', '/v1/email/update', {
      body: { email: 'bob-new@example.com' },
      token: done.json.token,
    })
    expect(update.status).toBe(409)
    expect(update.json.error.code).toBe('no_account_email')
  })
})

describe('outbound calls are bounded', () => {
  let silent: Server
  let bounded: FrameHost
  beforeAll(async () => {
    // Accepts connections and never answers: a provider or relay that hangs.
    silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const hang = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    bounded = await createFrameHost({
      keys,
      mail: mailer,
      configApiUrl: createOriginsSource({ configApiUrl: devnet.urls.configApi }),
      social: {
        oauthUrl: devnet.urls.oauth,
        providers: { google: { tokenUrl: `${hang}/token` } },
        farcasterUrl: hang,
        farcasterIdRegistry: {
          address: devnet.farcasterIdRegistry.address,
          rpcUrl: devnet.urls.evmRpc,
        },
        timeoutMs: 300,
      },
      // The clock the tests' proofs carry (useProofClock above).
      now: clock.now,
    })
  })
  afterAll(async () => {
    await bounded?.stop()
    silent?.closeAllConnections()
    await new Promise((resolve) => silent?.close(resolve))
  })

  it('a token endpoint that never answers is cut off at the timeout (504)', async () => {
    const started = await call(bounded.url, 'POST', '/v1/social/start', {
      body: { provider: 'google' },
      device: DEVICE_A,
    })
    const location = await authorizeAs(started.json.uri, 'alice')
    const t0 = Date.now()
    const page = await openCallback(location)
    expect(Date.now() - t0).toBeLessThan(5_000)
    expect(page.status).toBe(504)
    expect(page.message.error).toEqual({
      code: 'social_provider_timeout',
      message: "google's token endpoint did not answer within 1 second. Please try again",
    })
  })

  it('a Farcaster relay that never answers is cut off at the timeout (504)', async () => {
    const res = await call(bounded.url, 'POST', '/v1/farcaster/start', { device: DEVICE_A })
    expect(res.status).toBe(504)
    expect(res.json.error.code).toBe('social_provider_timeout')
  })
})
