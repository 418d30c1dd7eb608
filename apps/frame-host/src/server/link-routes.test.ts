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
  tempKeys,
  testOrigins,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'

/**
 * The device approval link: a GET (what mail scanners and link previews do) only shows a
 * page; the page's POST from frame-host's own origin approves.
 */

const keys = tempKeys()
const mailer = createRecordedMailer()
const clock = createClock()
let host: FrameHost
let n = 0

beforeAll(async () => {
  // Proofs are dated by the same hand-moved clock as the server.
  useProofClock(clock.now)
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    now: clock.now,
  })
})
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

/** A returning user starting on a new browser: the approval link it was mailed. */
async function pendingLink(): Promise<{ email: string; link: string }> {
  n += 1
  const email = `device-link-${n}@example.com`
  await signIn(host.url, mailer, email, DEVICE_A)
  clock.advance(30_000)
  const start = await call(host.url, 'POST', '/v1/email/start', {
    body: { email },
    device: DEVICE_B,
  })
  expect(start.json).toEqual({ action: 'VERIFY_DEVICE' })
  const link = /(http:\/\/\S+\/v1\/device\/approve\?token=[0-9a-f]{64})/.exec(
    mailer.latest(email).text,
  )?.[1]
  if (!link) throw new Error('no approval link')
  return { email, link }
}

const deviceStep = (email: string) =>
  call(host.url, 'POST', '/v1/email/device', { body: { email }, device: DEVICE_B })

describe('the device approval link', () => {
  it('GET approves nothing: a mail scanner that opens the link leaves the device unapproved', async () => {
    const { email, link } = await pendingLink()
    const mails = mailer.mails.length
    for (let i = 0; i < 3; i += 1) {
      const url = new URL(link)
      const page = await call(host.url, 'GET', url.pathname + url.search)
      expect(page.status).toBe(200)
      expect(page.text).toContain('<form method="post" action="/v1/device/approve">')
      expect(page.headers.get('referrer-policy')).toBe('no-referrer')
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    }
    expect((await deviceStep(email)).json).toEqual({ action: 'VERIFY_DEVICE' })
    // No code was mailed either.
    expect(mailer.mails.length).toBe(mails)
  })

  it("the page's POST approves the device and mails the code", async () => {
    const { email, link } = await pendingLink()
    const { confirmed } = await confirmLink(link)
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain('Your device is approved')
    expect((await deviceStep(email)).json).toEqual({ action: 'VERIFY_OTP' })
    expect(mailer.codeFor(email)).toMatch(/^\d{6}$/)
  })

  it.each([
    ['without an Origin', null],
    ['from another site', 'https://evil.example'],
  ])('a POST %s is refused and approves nothing', async (_, origin) => {
    const { email, link } = await pendingLink()
    const { confirmed } = await confirmLink(link, origin)
    expect(confirmed.status).toBe(403)
    expect(confirmed.text).toContain('must be confirmed with the button on its own page')
    expect((await deviceStep(email)).json).toEqual({ action: 'VERIFY_DEVICE' })
    // The link still works from its own page.
    expect((await confirmLink(link)).confirmed.status).toBe(200)
  })

  it('a POST with a JSON body or a malformed token is refused', async () => {
    const json = await call(host.url, 'POST', '/v1/device/approve', {
      body: { token: 'ab'.repeat(32) },
      headers: { origin: new URL(host.url).origin },
    })
    expect(json.status).toBe(400)
    const bad = await call(host.url, 'POST', '/v1/device/approve', {
      raw: 'token=zz',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(host.url).origin,
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('This device approval link is not valid')
  })
})
