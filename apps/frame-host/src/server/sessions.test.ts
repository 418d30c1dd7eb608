import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import {
  call,
  createProof,
  createProofKey,
  createRecordedMailer,
  DEVICE_A,
  DEVICE_B,
  OTHER_ORIGIN,
  OTHER_PROJECT,
  proofKeyFor,
  refreshSession,
  type SignedInSession,
  signInSession,
  TEST_ORIGIN,
  TEST_PROJECT,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'

/**
 * Sessions a thief cannot use, and wallets that belong to one project (README "Sessions"):
 * what a malicious dapp, or anyone who copied a token out of the frame, can and cannot do.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
let host: FrameHost
let url: string
let n = 0
const nextEmail = () => `session${++n}@example.com`

beforeAll(async () => {
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    limits: { resendIntervalMs: 0, perIp: { limit: 1_000, windowMs: 60_000 } },
  })
  url = host.url
})
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'

/**
 * The mailed approval link opened as a person does: the page, and its button when the page
 * asks for a confirmation (a form POST from frame-host's own origin).
 */
async function openApprovalLink(link: string): Promise<number> {
  const page = await fetch(new URL(`${new URL(link).pathname}${new URL(link).search}`, url), {
    signal: AbortSignal.timeout(10_000),
  })
  const html = await page.text()
  if (!html.includes('<form')) return page.status
  const token = new URL(link).searchParams.get('token') ?? ''
  const response = await fetch(new URL('/v1/device/approve', url), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
    },
    body: new URLSearchParams({ token }).toString(),
    signal: AbortSignal.timeout(10_000),
  })
  return response.status
}

/** A returning user's login on another browser: the mailed link, then the code. */
async function signInNewDevice(email: string, device: string): Promise<SignedInSession> {
  const start = await call(url, 'POST', '/v1/email/start', { body: { email }, device })
  expect(start.json).toEqual({ action: 'VERIFY_DEVICE' })
  const link = /(http:\/\/\S+\/v1\/device\/approve\?token=[0-9a-f]{64})/.exec(
    mailer.latest(email).text,
  )?.[1] as string
  expect(await openApprovalLink(link)).toBe(200)
  const otp = mailer.codeFor(email)
  const verify = await call(url, 'POST', '/v1/email/verify', { body: { email, otp }, device })
  expect(verify.status).toBe(200)
  return { ...verify.json, device }
}

describe('a wallet belongs to one project', () => {
  it('a session minted on project A is refused from project B and from an origin A does not allow', async () => {
    const email = nextEmail()
    const session = await signInSession(url, mailer, email)
    const token = session.token
    expect((await call(url, 'GET', '/v1/user', { token })).status).toBe(200)
    // Project B's frame on B's own origin: the token is not a session there.
    const otherProject = await call(url, 'GET', '/v1/user', {
      token,
      project: OTHER_PROJECT,
      origin: OTHER_ORIGIN,
    })
    expect(otherProject).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } })
    // Project A's id from a page A does not allow (a phishing page framing the wallet).
    const otherOrigin = await call(url, 'GET', '/v1/user', { token, origin: OTHER_ORIGIN })
    expect(otherOrigin).toMatchObject({
      status: 403,
      json: {
        error: {
          code: 'origin_not_allowed',
          message: `origin not allowed: ${OTHER_ORIGIN} is not an allowed origin of project ${TEST_PROJECT}`,
        },
      },
    })
    // Its refresh token does not work there either.
    const refresh = await call(url, 'POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
      device: session.device,
      project: OTHER_PROJECT,
      origin: OTHER_ORIGIN,
    })
    expect(refresh.status).toBe(401)
  })

  it('the same address in another project is another user with another wallet', async () => {
    const email = nextEmail()
    const a = await signInSession(url, mailer, email)
    const b = await signInSession(url, mailer, email, DEVICE_A, {
      project: OTHER_PROJECT,
      origin: OTHER_ORIGIN,
    })
    const userA = (await call(url, 'GET', '/v1/user', { token: a.token })).json.user
    const userB = (
      await call(url, 'GET', '/v1/user', {
        token: b.token,
        project: OTHER_PROJECT,
        origin: OTHER_ORIGIN,
      })
    ).json.user
    expect(userB.id).not.toBe(userA.id)
    expect(userB.accounts.eip155).not.toBe(userA.accounts.eip155)
  })

  it('logins are refused from an origin the project does not allow, or without the headers', async () => {
    const email = nextEmail()
    const phished = await call(url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
      origin: 'https://phish.example',
    })
    expect(phished).toMatchObject({ status: 403, json: { error: { code: 'origin_not_allowed' } } })
    const bare = await call(url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
      project: null,
    })
    expect(bare).toMatchObject({
      status: 400,
      json: { error: { message: 'The X-Keyway-Project-Id header is required' } },
    })
    expect(mailer.mails.filter((m) => m.to === email)).toEqual([])
  })

  it('the login mails name the app, its website, the browser and the time', async () => {
    const email = nextEmail()
    await call(url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
      headers: { 'x-keyway-app-name': encodeURIComponent('Demo Swap'), 'user-agent': CHROME_MAC },
    })
    const code = mailer.latest(email).text
    expect(code).toContain(`App: "Demo Swap" (project ${TEST_PROJECT})`)
    expect(code).toContain(`Website: ${TEST_ORIGIN}`)
    expect(code).toContain('Browser: Chrome on macOS')
    expect(code).toMatch(/Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp: mailer.codeFor(email) },
      device: DEVICE_A,
    })
    // A new browser: the approval mail, and the code mailed after its link, say who asked.
    await call(url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_B,
      origin: 'http://127.0.0.1',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko Firefox/132.0' },
    })
    const approval = mailer.latest(email)
    expect(approval.subject).toBe('Approve a new device')
    expect(approval.text).toContain(`App: project ${TEST_PROJECT}`)
    expect(approval.text).toContain('Website: http://127.0.0.1')
    expect(approval.text).toContain('Browser: Firefox on Linux')
    const link = /(http:\/\/\S+\/v1\/device\/approve\?token=\S+)/.exec(approval.text)?.[1]
    expect(await openApprovalLink(link as string)).toBe(200)
    const after = mailer.latest(email).text
    expect(after).toMatch(/Your sign-in code is \d{6}/)
    expect(after).toContain('Website: http://127.0.0.1')
    expect(after).toContain('Browser: Firefox on Linux')
  })

  it('every address gets the same first answer and one mail: unknown, new or with a device', async () => {
    const returning = nextEmail()
    await signInSession(url, mailer, returning)
    const fresh = nextEmail()
    for (const email of [fresh, returning]) {
      const before = mailer.mails.filter((m) => m.to === email).length
      const start = await call(url, 'POST', '/v1/email/start', {
        body: { email },
        device: DEVICE_B,
      })
      expect(start).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
      expect(mailer.mails.filter((m) => m.to === email)).toHaveLength(before + 1)
    }
  })
})

describe('a session a thief cannot use (DPoP)', () => {
  it('a bearer token copied out of the frame is refused for reads and for signing', async () => {
    const { token, device } = await signInSession(url, mailer, nextEmail())
    const personalSign = {
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'],
    }
    // curl-style: the token as a bearer token, no proof.
    const bearer = { authorization: `Bearer ${token}` }
    for (const [method, path, body] of [
      ['GET', '/v1/user', undefined],
      ['POST', '/v1/rpc', personalSign],
    ] as const) {
      const stolen = await call(url, method, path, {
        body,
        device,
        proofKey: false,
        headers: bearer,
      })
      expect(stolen).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } })
      // The DPoP scheme without a proof, and with a proof by the thief's own key.
      const noProof = await call(url, method, path, { body, token, proofKey: false })
      expect(noProof).toMatchObject({
        status: 401,
        json: { error: { code: 'invalid_dpop_proof' } },
      })
      const thiefKey = await createProofKey()
      const ownKey = await call(url, method, path, { body, token, proofKey: thiefKey })
      expect(ownKey).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } })
    }
    // The frame's own key gets past the session check (the chain is another matter).
    expect((await call(url, 'GET', '/v1/user', { token })).status).toBe(200)
    expect((await call(url, 'POST', '/v1/rpc', { body: personalSign, token })).status).not.toBe(401)
  })

  it('a replayed proof, or one for another method, URL, body or time, is refused', async () => {
    const { token, device } = await signInSession(url, mailer, nextEmail())
    const key = await proofKeyFor(device)
    const userUrl = new URL('/v1/user', url).toString()
    const send = (proof: string, method = 'GET', path = '/v1/user', raw?: string) =>
      call(url, method, path, {
        token,
        proofKey: false,
        headers: { dpop: proof },
        ...(raw === undefined ? {} : { raw }),
      })
    const proof = await createProof(key, { method: 'GET', url: userUrl, token })
    expect((await send(proof)).status).toBe(200)
    const replay = await send(proof)
    expect(replay).toMatchObject({
      status: 401,
      json: {
        error: {
          message: "This request's proof of possession is not valid: the proof was already used",
        },
      },
    })
    const post = await createProof(key, { method: 'POST', url: userUrl, token })
    expect((await send(post)).json.error.message).toMatch(/another method$/)
    const other = await createProof(key, {
      method: 'GET',
      url: new URL('/v1/session', url).toString(),
      token,
    })
    expect((await send(other)).json.error.message).toMatch(/another URL$/)
    const stale = await createProof(key, {
      method: 'GET',
      url: userUrl,
      token,
      iat: Math.floor(Date.now() / 1000) - 300,
    })
    expect((await send(stale)).json.error.message).toMatch(/stale or from the future$/)
    const signOutUrl = new URL('/v1/session/sign-out', url).toString()
    const forEmpty = await createProof(key, { method: 'POST', url: signOutUrl, body: '{}', token })
    const swapped = await send(forEmpty, 'POST', '/v1/session/sign-out', '{ }')
    expect(swapped.json.error.message).toMatch(/another body$/)
    const otherToken = await createProof(key, {
      method: 'GET',
      url: userUrl,
      token: 'x'.repeat(43),
    })
    expect((await send(otherToken)).json.error.message).toMatch(/another access token$/)
  })

  it('a device-id mismatch is refused', async () => {
    const { token } = await signInSession(url, mailer, nextEmail())
    // The right key and token, but another device id than the session's.
    const other = await call(url, 'GET', '/v1/user', {
      token,
      device: DEVICE_B,
      proofKey: await proofKeyFor(DEVICE_A),
    })
    expect(other).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } })
    const none = await call(url, 'GET', '/v1/user', {
      token,
      device: undefined,
      headers: { 'x-keyway-device-id': '' },
    })
    expect(none.status).toBe(401)
  })

  it('refresh rotates the tokens; a reused refresh token revokes the whole family', async () => {
    const first = await signInSession(url, mailer, nextEmail())
    const second = await refreshSession(url, first)
    expect(second.token).not.toBe(first.token)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect((await call(url, 'GET', '/v1/user', { token: second.token })).status).toBe(200)
    // The spent refresh token again (a thief's copy, or the frame's after a thief's use).
    const reuse = await call(url, 'POST', '/v1/session/refresh', {
      body: { refreshToken: first.refreshToken },
      device: first.device,
    })
    expect(reuse).toMatchObject({
      status: 401,
      json: {
        error: {
          code: 'refresh_token_reused',
          message:
            'This sign-in was used from two places, so it was ended everywhere. Please sign in again',
        },
      },
    })
    expect((await call(url, 'GET', '/v1/user', { token: second.token })).status).toBe(401)
    const next = await call(url, 'POST', '/v1/session/refresh', {
      body: { refreshToken: second.refreshToken },
      device: second.device,
    })
    expect(next.status).toBe(401)
  })

  it('a refresh token is refused with another key or device', async () => {
    const session = await signInSession(url, mailer, nextEmail())
    const body = { refreshToken: session.refreshToken }
    const thiefKey = await createProofKey()
    const withKey = await call(url, 'POST', '/v1/session/refresh', {
      body,
      device: session.device,
      proofKey: thiefKey,
    })
    expect(withKey.status).toBe(401)
    // (That attempt spent the token: the family is over, as a reuse would end it.)
    const fresh = await signInSession(url, mailer, nextEmail(), DEVICE_B)
    const otherDevice = await call(url, 'POST', '/v1/session/refresh', {
      body: { refreshToken: fresh.refreshToken },
      device: DEVICE_A,
      proofKey: await proofKeyFor(DEVICE_B),
    })
    expect(otherDevice.status).toBe(401)
  })

  it('sign-out everywhere ends the sessions on other devices, not those in another project', async () => {
    const email = nextEmail()
    const a = await signInSession(url, mailer, email, DEVICE_A)
    const b = await signInNewDevice(email, DEVICE_B)
    const elsewhere = await signInSession(url, mailer, email, DEVICE_A, {
      project: OTHER_PROJECT,
      origin: OTHER_ORIGIN,
    })
    expect((await call(url, 'GET', '/v1/user', { token: b.token })).status).toBe(200)
    const out = await call(url, 'POST', '/v1/session/sign-out-everywhere', {
      body: {},
      token: a.token,
    })
    expect(out).toMatchObject({ status: 200, json: { signedOut: true, sessions: 2 } })
    expect((await call(url, 'GET', '/v1/user', { token: b.token })).status).toBe(401)
    expect((await call(url, 'GET', '/v1/user', { token: a.token })).status).toBe(401)
    const refreshB = await call(url, 'POST', '/v1/session/refresh', {
      body: { refreshToken: b.refreshToken },
      device: DEVICE_B,
    })
    expect(refreshB.status).toBe(401)
    const other = await call(url, 'GET', '/v1/user', {
      token: elsewhere.token,
      project: OTHER_PROJECT,
      origin: OTHER_ORIGIN,
    })
    expect(other.status).toBe(200)
  })
})
