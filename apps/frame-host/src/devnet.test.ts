import { type Devnet, startDevnet } from '@keyway/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from './app.js'
import { createOriginsSource } from './server/origins.js'
import { call, DEVICE_A, tempKeys } from './testing/frame-host.test-helpers.js'

/**
 * frame-host against devnet's real services: codes go out over SMTP (nodemailer) to the
 * mailbox's SMTP listener and are read back over its HTTP API; frame-ancestors comes from
 * the configuration service's origins call (docs/services.md#configuration-service-config).
 */
const keys = tempKeys()
let devnet: Devnet
let host: FrameHost

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  host = await createFrameHost({
    keys,
    mail: { smtpUrl: devnet.urls.smtp },
    configApiUrl: createOriginsSource({ configApiUrl: devnet.urls.configApi, ttlMs: 500 }),
  })
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

async function latestMail(to: string) {
  const url = new URL('/messages/latest', devnet.urls.mailbox)
  url.searchParams.set('to', to)
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  return { status: response.status, body: await response.json() }
}

describe('frame-host with devnet', () => {
  it('the sign-in code travels over SMTP to the mailbox and signs in', async () => {
    const email = `smtp-${Date.now()}@example.com`
    const start = await call(host.url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
    })
    // The first answer is the same for every address (README "Email login").
    expect(start).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    const mail = await latestMail(email)
    expect(mail.status).toBe(200)
    expect(mail.body.message.subject).toMatch(/^Your sign-in code: \d{6}$/)
    const otp = mail.body.message.otp as string
    expect(otp).toMatch(/^\d{6}$/)
    const verify = await call(host.url, 'POST', '/v1/email/verify', {
      body: { email, otp },
      device: DEVICE_A,
    })
    expect(verify.status).toBe(200)
    expect(verify.json.user.email).toBe(email)
  })

  it("the frame page may be framed only by the project's allowed origins", async () => {
    const page = await call(host.url, 'GET', '/frame?projectId=keyway-demo&chainId=eip155%3A1')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    // The first directive; the rest (the script nonce) is frame-route.test.ts's.
    expect(page.headers.get('content-security-policy')?.split('; ')[0]).toBe(
      'frame-ancestors http://localhost:5173 http://127.0.0.1:5173 http://localhost:4173 http://127.0.0.1:4173',
    )
    expect(page.headers.get('x-frame-options')).toBeNull()
    expect(page.text).toContain('<meta name="keyway-project-id" content="keyway-demo">')
  })

  it("an unknown project, or no project, gets frame-ancestors 'none'", async () => {
    const unknown = await call(host.url, 'GET', '/frame?projectId=no-such-project')
    expect(unknown.headers.get('content-security-policy')?.split('; ')[0]).toBe(
      "frame-ancestors 'none'",
    )
    const missing = await call(host.url, 'GET', '/frame')
    expect(missing.status).toBe(400)
    expect(missing.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })

  it('a change of allowed origins is seen once the cached answer expires', async () => {
    const put = await fetch(new URL('/__devnet/projects/frame-host-test', devnet.urls.configApi), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allowedOrigins: ['https://one.example'] }),
      signal: AbortSignal.timeout(10_000),
    })
    expect(put.ok).toBe(true)
    const csp = async () =>
      (await call(host.url, 'GET', '/frame?projectId=frame-host-test')).headers
        .get('content-security-policy')
        ?.split('; ')[0]
    expect(await csp()).toBe('frame-ancestors https://one.example')
    await fetch(new URL('/__devnet/projects/frame-host-test', devnet.urls.configApi), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ allowedOrigins: ['https://two.example'] }),
      signal: AbortSignal.timeout(10_000),
    })
    // Seen once the cached answer (ttlMs 500) is stale.
    await expect.poll(csp, { timeout: 10_000 }).toBe('frame-ancestors https://two.example')
  })
})
