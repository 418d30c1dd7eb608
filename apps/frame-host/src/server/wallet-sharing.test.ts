import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import {
  type CallOptions,
  type CallResult,
  call,
  confirmLink,
  createClock,
  createRecordedMailer,
  DEVICE_A,
  DEVICE_B,
  OTHER_ORIGIN,
  OTHER_PROJECT,
  type SignedInSession,
  signInSession,
  TEST_ORIGIN,
  TEST_PROJECT,
  tempKeys,
  testOrigins,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'

/**
 * Wallet sharing across projects (README "Wallet sharing"): off by default, made only by
 * the button of a consent page on frame-host's own origin, reached by a link mailed to the
 * verified address. Project A is TEST_PROJECT, project B (which asks) OTHER_PROJECT.
 */

const keys = tempKeys()
const mailer = createRecordedMailer()
const clock = createClock()
let host: FrameHost
let url: string
let n = 0

beforeAll(async () => {
  useProofClock(clock.now)
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    now: clock.now,
    limits: { resendIntervalMs: 0, perIp: { limit: 1_000, windowMs: 60_000 } },
  })
  url = host.url
})
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

const B = { project: OTHER_PROJECT, origin: OTHER_ORIGIN }

type Accounts = { eip155: string; solana: string }

/** One person signed in to both projects with the same address. */
async function personInBothProjects() {
  n += 1
  const email = `sharing-${n}@example.com`
  const a = await signInSession(url, mailer, email, DEVICE_A)
  const b = await signInSession(url, mailer, email, DEVICE_B, B)
  return { email, a, b }
}

const userOf = async (session: SignedInSession, frame: CallOptions = {}) => {
  const me = await call(url, 'GET', '/v1/user', { token: session.token, ...frame })
  expect(me.status).toBe(200)
  return me.json.user as { id: string; accounts: Accounts }
}

const requestSharing = (session: SignedInSession) =>
  call(url, 'POST', '/v1/wallet-sharing/request', {
    token: session.token,
    body: { fromProjectId: TEST_PROJECT },
    ...B,
  })

/** B asks; the consent link mailed to the address. */
async function consentLink(email: string, session: SignedInSession): Promise<string> {
  const asked = await requestSharing(session)
  expect(asked).toMatchObject({ status: 200, json: { action: 'CONFIRM_BY_EMAIL' } })
  const link = /(http:\/\/\S+\/v1\/wallet-sharing\/confirm\?token=[0-9a-f]{64})/.exec(
    mailer.latest(email).text,
  )?.[1]
  if (!link) throw new Error(`no consent link in: ${mailer.latest(email).text}`)
  return link
}

/** personal_sign as the frame of `frame` asks for it: prepared, approved, then sent. */
async function personalSign(
  session: SignedInSession,
  address: string,
  message: string,
  frame: CallOptions,
): Promise<CallResult> {
  const request = { chainId: 'eip155:31337', method: 'personal_sign', params: [message, address] }
  const auth = { token: session.token, ...frame }
  const prepared = await call(url, 'POST', '/v1/rpc/prepare', { ...auth, body: request })
  if (prepared.status !== 200) return prepared
  const approved = await call(url, 'POST', '/v1/rpc/approvals', {
    ...auth,
    body: { requestHash: prepared.json.requestHash },
  })
  if (approved.status !== 200) return approved
  return call(url, 'POST', '/v1/rpc', {
    ...auth,
    body: { ...request, params: prepared.json.request, approval: approved.json.approval },
  })
}

describe('wallet sharing across projects', () => {
  it('is off by default: the same address in two projects has two wallets, and B cannot sign as A', async () => {
    const { a, b } = await personInBothProjects()
    const walletA = (await userOf(a)).accounts
    const walletB = (await userOf(b, B)).accounts
    expect(walletB.eip155).not.toBe(walletA.eip155)
    expect(walletB.solana).not.toBe(walletA.solana)
    const signed = await personalSign(b, walletA.eip155, 'hello', B)
    expect(signed.status).toBe(400)
  })

  it('a request answers the same whether or not project A has a wallet for the address, and reveals it only in the mail', async () => {
    const { email, b } = await personInBothProjects()
    const alone = `sharing-alone-${++n}@example.com`
    const onlyB = await signInSession(url, mailer, alone, DEVICE_B, B)
    const withWallet = await requestSharing(b)
    const without = await requestSharing(onlyB)
    expect(without.status).toBe(withWallet.status)
    expect(without.json).toEqual(withWallet.json)
    expect(mailer.latest(email).text).toContain('/v1/wallet-sharing/confirm?token=')
    expect(mailer.latest(alone).text).not.toContain('/v1/wallet-sharing/confirm')
    expect(mailer.latest(alone).text).toContain('nothing to share')
  })

  it("the mail and the link's page name both apps and their origins; opening the page changes nothing", async () => {
    const { email, a, b } = await personInBothProjects()
    const link = await consentLink(email, b)
    const mail = mailer.latest(email).text
    expect(mail).toContain(`project ${TEST_PROJECT} (${TEST_ORIGIN}`)
    expect(mail).toContain(`project ${OTHER_PROJECT} (${OTHER_ORIGIN})`)
    const walletA = (await userOf(a)).accounts
    const before = (await userOf(b, B)).accounts
    for (let i = 0; i < 3; i += 1) {
      const target = new URL(link)
      const page = await call(url, 'GET', target.pathname + target.search, {
        project: null,
        origin: null,
      })
      expect(page.status).toBe(200)
      expect(page.text).toContain('<form method="post" action="/v1/wallet-sharing/confirm">')
      expect(page.text).toContain(`project ${TEST_PROJECT} (${TEST_ORIGIN}`)
      expect(page.text).toContain(`project ${OTHER_PROJECT} (${OTHER_ORIGIN})`)
      expect(page.text).toContain(walletA.eip155)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    // Still B's own wallet, and B's sign-in still works.
    expect((await userOf(b, B)).accounts).toEqual(before)
  })

  it.each([
    ['from another site', 'https://evil.example'],
    ["from the app's own page", OTHER_ORIGIN],
    ['without an Origin', null],
  ])('its POST %s is refused and shares nothing', async (_, origin) => {
    const { email, a, b } = await personInBothProjects()
    const link = await consentLink(email, b)
    const before = (await userOf(b, B)).accounts
    const { confirmed } = await confirmLink(link, origin)
    expect(confirmed.status).toBe(403)
    expect(confirmed.text).toContain('must be confirmed with the button on its own page')
    expect((await userOf(b, B)).accounts).toEqual(before)
    expect((await userOf(b, B)).accounts).not.toEqual((await userOf(a)).accounts)
  })

  it("after the page's POST, B's user has A's addresses and signs with A's key; B's sign-ins ended", async () => {
    const { email, a, b } = await personInBothProjects()
    const walletA = (await userOf(a)).accounts
    const link = await consentLink(email, b)
    const { confirmed } = await confirmLink(link)
    expect(confirmed.status).toBe(200)
    expect(confirmed.text).toContain('Wallet shared')
    // Every sign-in of B's user ended; the next one sees A's wallet.
    expect((await call(url, 'GET', '/v1/user', { token: b.token, ...B })).status).toBe(401)
    const again = await signInSession(url, mailer, email, DEVICE_B, B)
    expect((await userOf(again, B)).accounts).toEqual(walletA)
    const message = 'Signed in project B'
    const signed = await personalSign(again, walletA.eip155, message, B)
    expect(signed.status).toBe(200)
    expect(
      await verifyMessage({
        address: walletA.eip155 as Hex,
        message,
        signature: signed.json.result as Hex,
      }),
    ).toBe(true)
    // A is unchanged.
    expect((await userOf(a)).accounts).toEqual(walletA)
  })

  it('the link works once, and not after 15 minutes', async () => {
    const { email, b } = await personInBothProjects()
    const link = await consentLink(email, b)
    expect((await confirmLink(link)).confirmed.status).toBe(200)
    const twice = await confirmLink(link)
    expect(twice.page.status).toBe(400)
    expect(twice.confirmed.status).toBe(400)
    expect(twice.confirmed.text).toContain('expired or was already used')

    const other = await personInBothProjects()
    const late = await consentLink(other.email, other.b)
    clock.advance(15 * 60_000 + 1)
    const expired = await confirmLink(late)
    expect(expired.confirmed.status).toBe(400)
    expect((await userOf(other.b, B)).accounts).not.toEqual((await userOf(other.a)).accounts)
  })

  it('stop returns B to its own wallet', async () => {
    const { email, a, b } = await personInBothProjects()
    const own = (await userOf(b, B)).accounts
    const walletA = (await userOf(a)).accounts
    await confirmLink(await consentLink(email, b))
    const shared = await signInSession(url, mailer, email, DEVICE_B, B)
    expect((await userOf(shared, B)).accounts).toEqual(walletA)
    const stop = await call(url, 'POST', '/v1/wallet-sharing/stop', {
      token: shared.token,
      body: {},
      ...B,
    })
    expect(stop).toMatchObject({ status: 200, json: { stopped: true, user: { accounts: own } } })
    expect((await userOf(shared, B)).accounts).toEqual(own)
    expect((await personalSign(shared, walletA.eip155, 'hi', B)).status).toBe(400)
    const signed = await personalSign(shared, own.eip155, 'hi', B)
    expect(signed.status).toBe(200)
    expect(
      await verifyMessage({
        address: own.eip155 as Hex,
        message: 'hi',
        signature: signed.json.result as Hex,
      }),
    ).toBe(true)
  })

  it('B cannot ask for its own project, and a session of A cannot act for B', async () => {
    const { a, b } = await personInBothProjects()
    const same = await call(url, 'POST', '/v1/wallet-sharing/request', {
      token: b.token,
      body: { fromProjectId: OTHER_PROJECT },
      ...B,
    })
    expect(same.status).toBe(400)
    const crossed = await call(url, 'POST', '/v1/wallet-sharing/request', {
      token: a.token,
      body: { fromProjectId: TEST_PROJECT },
      ...B,
    })
    expect(crossed.status).toBe(401)
  })
})
