import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost, sweepExpiredRows } from '../app.js'
import type { Database } from '../db/database.js'
import { createLocalFileKeyProvider, openWalletKeys, walletAddresses } from '../keys/index.js'
import { loadKeyMaterial } from '../store/key-material.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import {
  call,
  confirmLink,
  createClock,
  createRecordedMailer,
  DEVICE_A,
  DEVICE_B,
  refreshSession,
  signIn,
  signInSession,
  tempKeys,
  testOrigins,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'

const keys = tempKeys()
const engines = createTestEngines()
const mailer = createRecordedMailer()
const clock = createClock()
let host: FrameHost
let db: Database
let url: string
// Each test uses its own address, so throttles and locks never leak between tests.
let n = 0
const nextEmail = () => `user${++n}@example.com`

beforeAll(async () => {
  db = await engines.fresh('pglite')
  host = await createFrameHost({
    database: db,
    mail: mailer,
    keys,
    configApiUrl: testOrigins,
    now: clock.now,
    limits: { perIp: { limit: 1_000, windowMs: 60_000 } },
  })
  url = host.url
  useProofClock(clock.now)
})
afterAll(async () => {
  await host?.stop()
  await engines.stop()
  keys.remove()
})
beforeEach(() => {
  mailer.failing = false
})

describe('email login (docs/embedded-wallet.md#email-login: verify device, verify OTP, then connect)', () => {
  it('a first-time user gets a code by mail, and the code gives a session', async () => {
    const email = nextEmail()
    const start = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    // The first answer is the same for every address (README "Email login").
    expect(start).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    const mail = mailer.latest(email)
    expect(mail.text).toMatch(/expires in 10 minutes/)
    // A first device needs no link: the device step moves on to the code at once.
    const device = await call(url, 'POST', '/v1/email/device', {
      body: { email },
      device: DEVICE_A,
    })
    expect(device.json).toEqual({ action: 'VERIFY_OTP' })
    const otp = mailer.codeFor(email)
    const verify = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp },
      device: DEVICE_A,
    })
    expect(verify.status).toBe(200)
    expect(verify.json).toMatchObject({
      user: { email },
      expiresAt: clock.now() + 3_600_000,
      refreshExpiresAt: clock.now() + 7 * 86_400_000,
    })
    const token = verify.json.token as string
    expect((await call(url, 'GET', '/v1/user', { token })).json.user.email).toBe(email)
    expect((await call(url, 'GET', '/v1/session', { token })).json).toMatchObject({
      isConnected: true,
    })
    // The code works once.
    const again = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp },
      device: DEVICE_A,
    })
    expect(again).toMatchObject({ status: 400, json: { error: { code: 'otp_expired' } } })
  })

  it('emails are matched case-insensitively and trimmed', async () => {
    const email = nextEmail()
    await call(url, 'POST', '/v1/email/start', {
      body: { email: `  ${email.toUpperCase()} ` },
      device: DEVICE_A,
    })
    const otp = mailer.codeFor(email)
    const verify = await call(url, 'POST', '/v1/email/verify', {
      body: { email: email.toUpperCase(), otp },
      device: DEVICE_A,
    })
    expect(verify.status).toBe(200)
  })

  it("a repeat start within 30 s is refused with the spec's message, then allowed", async () => {
    const email = nextEmail()
    const device = DEVICE_A
    expect((await call(url, 'POST', '/v1/email/start', { body: { email }, device })).status).toBe(
      200,
    )
    clock.advance(12_400)
    const again = await call(url, 'POST', '/v1/email/start', { body: { email }, device })
    expect(again.status).toBe(429)
    expect(again.json.error.message).toBe('Please try again after 18 seconds')
    expect(again.headers.get('retry-after')).toBe('18')
    expect(mailer.mails.filter((m) => m.to === email)).toHaveLength(1)
    clock.advance(17_600)
    expect((await call(url, 'POST', '/v1/email/start', { body: { email }, device })).status).toBe(
      200,
    )
    expect(mailer.mails.filter((m) => m.to === email)).toHaveLength(2)
  })

  it('only the newest code counts, and a code expires after 10 minutes', async () => {
    const email = nextEmail()
    const device = DEVICE_A
    await call(url, 'POST', '/v1/email/start', { body: { email }, device })
    const first = mailer.codeFor(email)
    clock.advance(30_000)
    await call(url, 'POST', '/v1/email/start', { body: { email }, device })
    const second = mailer.codeFor(email)
    if (first !== second) {
      // The first code was replaced: it is just a wrong code now.
      const old = await call(url, 'POST', '/v1/email/verify', {
        body: { email, otp: first },
        device,
      })
      expect(old.json.error.code).toBe('wrong_otp')
    }
    clock.advance(10 * 60_000)
    const late = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp: second },
      device,
    })
    expect(late).toMatchObject({
      status: 400,
      json: {
        error: {
          code: 'otp_expired',
          message: 'This code has expired or was already used. Please request a new code',
        },
      },
    })
  })

  it('5 wrong codes lock the account with a clear message; even the right code is refused', async () => {
    const email = nextEmail()
    const device = DEVICE_A
    await call(url, 'POST', '/v1/email/start', { body: { email }, device })
    const right = mailer.codeFor(email)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let left = 4; left >= 1; left--) {
      const r = await call(url, 'POST', '/v1/email/verify', { body: { email, otp: wrong }, device })
      expect(r.status).toBe(400)
      expect(r.json.error.message).toBe(
        `Wrong code. ${left} attempt${left === 1 ? '' : 's'} left before the account is locked`,
      )
    }
    const fifth = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp: wrong },
      device,
    })
    expect(fifth.status).toBe(423)
    expect(fifth.json.error).toEqual({
      code: 'account_locked',
      message: 'Too many wrong codes: this account is locked. Please try again after 15 minutes',
    })
    const withRight = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp: right },
      device,
    })
    expect(withRight.status).toBe(423)
    clock.advance(60_000)
    const start = await call(url, 'POST', '/v1/email/start', { body: { email }, device })
    expect(start.status).toBe(423)
    expect(start.json.error.message).toMatch(/after 14 minutes$/)
    // After the lock the user starts again and gets in.
    clock.advance(14 * 60_000)
    await expect(signIn(url, mailer, email, device)).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('a returning user on a new device approves it from the mailbox first', async () => {
    const email = nextEmail()
    const tokenA = await signIn(url, mailer, email, DEVICE_A)
    const firstAccounts = (await call(url, 'GET', '/v1/user', { token: tokenA })).json.user.accounts
    clock.advance(30_000)
    const start = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_B })
    expect(start.json).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = mailer.latest(email)
    expect(mail.subject).toBe('Approve a new device')
    expect(/\b\d{6}\b/.test(mail.text)).toBe(false)
    const link = /(http:\/\/\S+\/v1\/device\/approve\?token=[0-9a-f]{64})/.exec(mail.text)?.[1]
    expect(link).toBeDefined()
    const pending = await call(url, 'POST', '/v1/email/device', {
      body: { email },
      device: DEVICE_B,
    })
    expect(pending.json).toEqual({ action: 'VERIFY_DEVICE' })
    // No code was sent, and a code from elsewhere does not connect the unapproved device.
    const early = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp: '123456' },
      device: DEVICE_B,
    })
    expect(early).toMatchObject({ status: 403, json: { error: { code: 'device_not_verified' } } })

    // Opening the link shows a page with a button; the button's POST approves.
    const { page, confirmed } = await confirmLink(link as string)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(page.text).toContain('Approve this device?')
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain('Device approved')
    const ready = await call(url, 'POST', '/v1/email/device', { body: { email }, device: DEVICE_B })
    expect(ready.json).toEqual({ action: 'VERIFY_OTP' })
    const otp = mailer.codeFor(email)
    const verify = await call(url, 'POST', '/v1/email/verify', {
      body: { email, otp },
      device: DEVICE_B,
    })
    expect(verify.status).toBe(200)
    // The new device restores the same wallet.
    expect(verify.json.user.accounts).toEqual(firstAccounts)
    // The link works once.
    const { confirmed: reused } = await confirmLink(link as string)
    expect(reused.status).toBe(400)
    expect(reused.text).toContain('expired or was already used')
  })

  it('the device step before any start on that device says so', async () => {
    const answer = await call(url, 'POST', '/v1/email/device', {
      body: { email: nextEmail() },
      device: DEVICE_B,
    })
    expect(answer).toMatchObject({
      status: 409,
      json: {
        error: {
          code: 'login_not_started',
          message: 'No email login is in progress on this device. Please enter your email again',
        },
      },
    })
  })

  it('a known device reconnects with a code and no link', async () => {
    const email = nextEmail()
    await signIn(url, mailer, email, DEVICE_B)
    clock.advance(30_000)
    const start = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_B })
    expect(start.json).toEqual({ action: 'VERIFY_DEVICE' })
    expect(mailer.latest(email).subject).toMatch(/^Your sign-in code/)
    const device = await call(url, 'POST', '/v1/email/device', {
      body: { email },
      device: DEVICE_B,
    })
    expect(device.json).toEqual({ action: 'VERIFY_OTP' })
  })

  it('sign-out ends the session at once', async () => {
    const email = nextEmail()
    const token = await signIn(url, mailer, email)
    const out = await call(url, 'POST', '/v1/session/sign-out', { token })
    expect(out).toMatchObject({ status: 200, json: { signedOut: true } })
    // A token that ended is a 401 (the frame then tries its refresh token, README "Sessions").
    expect((await call(url, 'GET', '/v1/session', { token })).status).toBe(401)
    expect((await call(url, 'GET', '/v1/session', {})).json).toEqual({ isConnected: false })
    const user = await call(url, 'GET', '/v1/user', { token })
    expect(user).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } })
    expect((await call(url, 'POST', '/v1/session/sign-out', { token })).status).toBe(401)
  })

  it('an access token ends after 1 hour, the sign-in after 7 days however often refreshed', async () => {
    let session = await signInSession(url, mailer, nextEmail())
    clock.advance(3_600_000)
    expect((await call(url, 'GET', '/v1/user', { token: session.token })).status).toBe(401)
    for (let day = 0; day < 6; day++) {
      session = await refreshSession(url, session)
      clock.advance(86_400_000)
    }
    session = await refreshSession(url, session)
    // Refreshed tokens never outlive the sign-in.
    expect(session.expiresAt).toBeLessThanOrEqual(session.refreshExpiresAt)
    clock.advance(86_400_000)
    const late = await call(url, 'POST', '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
      device: session.device,
    })
    expect(late).toMatchObject({ status: 401, json: { error: { code: 'unauthorized' } } })
  })

  it('a mail that cannot be sent is a 502, and the code does not hold the throttle', async () => {
    const email = nextEmail()
    mailer.failing = true
    const failed = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    expect(failed).toMatchObject({ status: 502, json: { error: { code: 'mail_failed' } } })
    mailer.failing = false
    clock.advance(30_000)
    expect(
      (await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })).status,
    ).toBe(200)
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      [email],
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('after a mail that could not be sent, a start right away is not held by the 30 s wait', async () => {
    const email = nextEmail()
    mailer.failing = true
    const failed = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    expect(failed).toMatchObject({
      status: 502,
      json: {
        error: { code: 'mail_failed', message: 'The email could not be sent. Please try again' },
      },
    })
    mailer.failing = false
    const again = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    expect(again.status, again.text).toBe(200)
    // And the throttle holds again after the start that did send.
    const third = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
    expect(third).toMatchObject({ status: 429, json: { error: { code: 'throttled' } } })
  })
})

describe('the wallet (docs/state.md#embedded-wallet-user user: addresses; keys sealed under the KEK)', () => {
  it('is made at the first sign-in, stored sealed, and the same on every later sign-in', async () => {
    const email = nextEmail()
    const token = await signIn(url, mailer, email)
    const { user } = (await call(url, 'GET', '/v1/user', { token })).json
    expect(user.accounts.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.accounts.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    clock.advance(30_000)
    const again = await signIn(url, mailer, email)
    expect((await call(url, 'GET', '/v1/user', { token: again })).json.user.accounts).toEqual(
      user.accounts,
    )
    const sealed = await loadKeyMaterial(db, user.id)
    if (!sealed) throw new Error('no key material stored')
    // The row holds no key in the clear; the KEK file opens it to the same addresses.
    const provider = await createLocalFileKeyProvider({ path: keys.kekFile })
    const opened = await openWalletKeys(provider, user.id, sealed)
    expect(walletAddresses(opened)).toEqual(user.accounts)
    const hex = Buffer.from(sealed.encryptedKeys).toString('hex')
    expect(hex).not.toContain(Buffer.from(opened.eip155).toString('hex'))
    expect(hex).not.toContain(Buffer.from(opened.solana).toString('hex'))
  })
})

describe('update email (docs/embedded-wallet.md#email-login: primary OTP, then secondary OTP, then stored)', () => {
  it('moves the account to the new address after both codes', async () => {
    const oldEmail = nextEmail()
    const newEmail = nextEmail()
    const token = await signIn(url, mailer, oldEmail)
    clock.advance(30_000)
    const start = await call(url, 'POST', '/v1/email/update', { body: { email: newEmail }, token })
    expect(start.json).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    // The secondary step needs the primary first.
    const early = await call(url, 'POST', '/v1/email/update/secondary', {
      body: { otp: '123456' },
      token,
    })
    expect(early.json.error.code).toBe('otp_expired')
    const primary = await call(url, 'POST', '/v1/email/update/primary', {
      body: { otp: mailer.codeFor(oldEmail) },
      token,
    })
    expect(primary.json).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(mailer.latest(newEmail).subject).toMatch(/^Confirm your new email/)
    const secondary = await call(url, 'POST', '/v1/email/update/secondary', {
      body: { otp: mailer.codeFor(newEmail) },
      token,
    })
    expect(secondary.status).toBe(200)
    expect(secondary.json.user.email).toBe(newEmail)
    expect((await call(url, 'GET', '/v1/user', { token })).json.user.email).toBe(newEmail)
    clock.advance(30_000)
    const oldStart = await call(url, 'POST', '/v1/email/start', {
      body: { email: newEmail },
      device: DEVICE_A,
    })
    expect(oldStart.json.action).toBe('VERIFY_DEVICE')
    expect(mailer.latest(newEmail).subject).toMatch(/^Your sign-in code/)
  })

  it('answers an address in use like any other, and refuses the same address and a missing session', async () => {
    const a = nextEmail()
    const b = nextEmail()
    const token = await signIn(url, mailer, a)
    await signIn(url, mailer, b)
    clock.advance(30_000)
    // Whether b has a wallet is not told here (src/auth/update-email.test.ts).
    const taken = await call(url, 'POST', '/v1/email/update', { body: { email: b }, token })
    expect(taken).toMatchObject({ status: 200, json: { action: 'VERIFY_PRIMARY_OTP' } })
    const same = await call(url, 'POST', '/v1/email/update', { body: { email: a }, token })
    expect(same).toMatchObject({ status: 400, json: { error: { code: 'same_email' } } })
    const anonymous = await call(url, 'POST', '/v1/email/update', { body: { email: nextEmail() } })
    expect(anonymous.status).toBe(401)
  })
})

describe('rate limits', () => {
  it('per address: at most 10 mails an hour', async () => {
    const email = nextEmail()
    const device = DEVICE_A
    for (let i = 0; i < 10; i++) {
      expect((await call(url, 'POST', '/v1/email/start', { body: { email }, device })).status).toBe(
        200,
      )
      clock.advance(30_000)
    }
    const eleventh = await call(url, 'POST', '/v1/email/start', { body: { email }, device })
    expect(eleventh.status).toBe(429)
    expect(eleventh.json.error.message).toMatch(
      /^Too many codes were sent to this email. Please try again after \d+ seconds$/,
    )
  })
})

describe('the hourly sweep', () => {
  it('deletes what expired over a day ago and keeps live sessions', async () => {
    let session = await signInSession(url, mailer, nextEmail())
    const count = async (table: string) =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n)
    expect(await count('otp_codes')).toBeGreaterThan(0)
    clock.advance(2 * 86_400_000)
    await sweepExpiredRows(db, clock.now())
    expect(await count('otp_codes')).toBe(0)
    expect(await count('rate_limits')).toBe(0)
    expect(await count('login_throttle')).toBe(0)
    // The access token ended long ago; the sign-in (its refresh token) lives on.
    session = await refreshSession(url, session)
    expect((await call(url, 'GET', '/v1/user', { token: session.token })).status).toBe(200)
    clock.advance(7 * 86_400_000)
    await sweepExpiredRows(db, clock.now())
    expect((await call(url, 'GET', '/v1/user', { token: session.token })).status).toBe(401)
    expect(await count('sessions')).toBe(0)
    expect(await count('session_families')).toBe(0)
    expect(await count('dpop_proofs')).toBe(0)
  })
})
