import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import {
  call,
  confirmLink,
  createClock,
  createRecordedMailer,
  DEVICE_A,
  DEVICE_B,
  signIn,
  TEST_ORIGIN,
  tempKeys,
  testOrigins,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'

/**
 * The email change (README "Email update"): its mails, an address in use answered like any
 * other, the other sign-ins ended, and the old address's undo link.
 */

const keys = tempKeys()
const mailer = createRecordedMailer()
const clock = createClock()
let host: FrameHost
let n = 0
const nextEmail = () => `change${++n}@example.com`
const APP = { 'x-keyway-app-name': encodeURIComponent('Demo Dapp') }

beforeAll(async () => {
  useProofClock(clock.now)
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    now: clock.now,
    limits: { perIp: { limit: 1_000, windowMs: 60_000 } },
  })
})
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

const update = (token: string, path: string, body: unknown) =>
  call(host.url, 'POST', `/v1/email/update${path}`, { body, token, headers: APP })

/** Signs in (waits out the 30 s between starts) and makes the change to `next` to the end. */
async function change(token: string, current: string, next: string) {
  clock.advance(30_000)
  expect((await update(token, '', { email: next })).json).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
  const primary = await update(token, '/primary', { otp: mailer.codeFor(current) })
  expect(primary.json).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
  return update(token, '/secondary', { otp: mailer.codeFor(next) })
}

describe('the email change', () => {
  it('keeps codes out of subjects; the first mail names the new address and the app', async () => {
    const current = nextEmail()
    const next = nextEmail()
    const token = await signIn(host.url, mailer, current)
    clock.advance(30_000)
    await update(token, '', { email: next })
    const primary = mailer.latest(current)
    expect(primary.subject).toBe('Confirm your email change')
    expect(primary.subject).not.toMatch(/\d{6}/)
    expect(primary.text).toContain(`from ${current} to ${next}`)
    expect(primary.text).toContain(`Demo Dapp (${TEST_ORIGIN})`)
    await update(token, '/primary', { otp: mailer.codeFor(current) })
    const secondary = mailer.latest(next)
    expect(secondary.subject).toBe('Confirm your new email')
    expect(secondary.text).toContain('Demo Dapp')
    expect(mailer.codeFor(next)).toMatch(/^\d{6}$/)
  })

  it('answers an address in use exactly like a free one, and fails only at the second code', async () => {
    const taken = nextEmail()
    await signIn(host.url, mailer, taken, DEVICE_B)
    const answers = []
    for (const target of [taken, nextEmail()]) {
      const current = nextEmail()
      const token = await signIn(host.url, mailer, current)
      clock.advance(30_000)
      const start = await update(token, '', { email: target })
      const primary = await update(token, '/primary', { otp: mailer.codeFor(current) })
      answers.push([start.status, start.json, primary.status, primary.json])
      if (target === taken) {
        // The owner of the taken address is told, without a code.
        const notice = mailer.latest(taken)
        expect(notice.text).toContain('already has a wallet')
        expect(notice.text).not.toMatch(/\b\d{6}\b/)
        const secondary = await update(token, '/secondary', { otp: '123456' })
        expect(secondary.json.error.code).toBe('otp_expired')
      }
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toEqual([
      200,
      { action: 'VERIFY_PRIMARY_OTP' },
      200,
      { action: 'VERIFY_SECONDARY_OTP' },
    ])
  })

  it("ends the user's other sign-ins, keeps this one, and tells the old address", async () => {
    const current = nextEmail()
    const next = nextEmail()
    const other = await signIn(host.url, mailer, current, DEVICE_B)
    clock.advance(30_000)
    const token = await signIn(host.url, mailer, current, DEVICE_A).catch(async () => {
      // DEVICE_A is new to this user: approve it from the mailbox first.
      const link = /(http:\/\/\S+\/v1\/device\/approve\?token=[0-9a-f]{64})/.exec(
        mailer.latest(current).text,
      )?.[1]
      await confirmLink(link as string)
      await call(host.url, 'POST', '/v1/email/device', {
        body: { email: current },
        device: DEVICE_A,
      })
      const verify = await call(host.url, 'POST', '/v1/email/verify', {
        body: { email: current, otp: mailer.codeFor(current) },
        device: DEVICE_A,
      })
      return verify.json.token as string
    })
    expect((await call(host.url, 'GET', '/v1/user', { token: other })).status).toBe(200)
    const done = await change(token, current, next)
    expect(done.json.user.email).toBe(next)
    expect((await call(host.url, 'GET', '/v1/user', { token })).status).toBe(200)
    expect((await call(host.url, 'GET', '/v1/user', { token: other })).status).toBe(401)
    const notice = mailer.latest(current)
    expect(notice.subject).toBe("Your wallet's email was changed")
    expect(notice.text).toContain(`from ${current} to ${next}`)
    expect(notice.text).toMatch(/\/v1\/email\/revert\?token=[0-9a-f]{64}/)
  })

  it("the old address's link puts it back and ends every sign-in, once; opening it changes nothing", async () => {
    const current = nextEmail()
    const next = nextEmail()
    const token = await signIn(host.url, mailer, current)
    await change(token, current, next)
    const link = /(http:\/\/\S+\/v1\/email\/revert\?token=[0-9a-f]{64})/.exec(
      mailer.latest(current).text,
    )?.[1] as string
    const url = new URL(link)
    const page = await call(host.url, 'GET', url.pathname + url.search)
    expect(page.text).toContain('Undo the email change?')
    expect((await call(host.url, 'GET', '/v1/user', { token })).json.user.email).toBe(next)

    const { confirmed } = await confirmLink(link)
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain(`Your wallet&#39;s email is ${current} again`)
    expect((await call(host.url, 'GET', '/v1/user', { token })).status).toBe(401)
    const again = await confirmLink(link)
    expect(again.confirmed.status).toBe(400)
    expect(again.confirmed.text).toContain('This link has expired or was already used')
    // The old address signs in to the same wallet again.
    clock.advance(30_000)
    const back = await call(host.url, 'POST', '/v1/email/start', {
      body: { email: current },
      device: DEVICE_A,
    })
    expect(back.status).toBe(200)
  })

  it('a revert link from another site is refused', async () => {
    const current = nextEmail()
    const next = nextEmail()
    const token = await signIn(host.url, mailer, current)
    await change(token, current, next)
    const link = /(http:\/\/\S+\/v1\/email\/revert\?token=[0-9a-f]{64})/.exec(
      mailer.latest(current).text,
    )?.[1] as string
    const { confirmed } = await confirmLink(link, 'https://evil.example')
    expect(confirmed.status).toBe(403)
    expect((await call(host.url, 'GET', '/v1/user', { token })).json.user.email).toBe(next)
  })
})
