import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, encodeAbiParameters, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import {
  call,
  createProof,
  createRecordedMailer,
  DEVICE_A,
  proofKeyFor,
  signIn,
  TEST_ORIGIN,
  TEST_PROJECT,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'

/**
 * What frame-host does with answers devnet's honest stand-ins never give: a provider that
 * reports an unverified email, and a Farcaster relay whose completed sign-in is forged in
 * one way or another. A scripted server plays the provider and the relay.
 */

type Userinfo = {
  sub: string
  email?: string
  email_verified?: boolean
  preferred_username?: string
}
type RelayAnswer = (channel: { nonce: string }) => Promise<Record<string, unknown>>

let userinfo: Userinfo
let relayAnswer: RelayAnswer
let lastNonce = ''
/** What the scripted ID registry's custodyOf answers for any fid. */
let registeredCustody: Address = zeroAddress
let fake: Server
let fakeUrl: string
let host: FrameHost
/** Resolves when a request to the never-answering token endpoint is closed by frame-host. */
let hungClosed: Promise<void> = Promise.resolve()
let hungArrived: () => void = () => {}
const keys = tempKeys()
const mailer = createRecordedMailer()

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) text += chunk
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/hang/token') {
      // Never answers; notes when frame-host gives up on the request.
      hungArrived()
      hungClosed = new Promise((resolve) => req.socket.once('close', () => resolve()))
      return
    }
    if (path === '/token') return send(200, { access_token: 'at-1', token_type: 'Bearer' })
    if (path === '/userinfo') return send(200, userinfo)
    if (path === '/farcaster/channel') {
      const body = await readJson(req)
      lastNonce = String(body.nonce)
      return send(201, {
        channelToken: randomBytes(16).toString('hex'),
        url: `${fakeUrl}/connect`,
        nonce: lastNonce,
      })
    }
    if (path === '/farcaster/channel/status')
      return send(200, await relayAnswer({ nonce: lastNonce }))
    if (path === '/rpc') {
      // The ID registry's node: every eth_call is custodyOf (the real registry is tested
      // on devnet's chain in farcaster-custody.test.ts).
      const body = await readJson(req)
      const result = encodeAbiParameters([{ type: 'address' }], [registeredCustody])
      return send(200, { jsonrpc: '2.0', id: body.id, result })
    }
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    social: {
      providers: {
        github: { tokenUrl: `${fakeUrl}/hang/token` },
        google: {
          authorizeUrl: `${fakeUrl}/authorize`,
          tokenUrl: `${fakeUrl}/token`,
          userinfoUrl: `${fakeUrl}/userinfo`,
        },
      },
      farcasterUrl: fakeUrl,
      farcasterIdRegistry: {
        address: '0x00000000000000000000000000000000000fc1d0',
        rpcUrl: `${fakeUrl}/rpc`,
      },
    },
    limits: { perIp: { limit: 1_000, windowMs: 60_000 } },
  })
}, 120_000)
afterAll(async () => {
  await host?.stop()
  fake?.closeAllConnections()
  await new Promise((resolve) => fake?.close(resolve))
  keys.remove()
})

/** A google login that the scripted provider answers with `userinfo`. */
async function googleLogin() {
  const started = await call(host.url, 'POST', '/v1/social/start', {
    body: { provider: 'google' },
    device: DEVICE_A,
  })
  const state = new URL(started.json.uri).searchParams.get('state') as string
  const callback = new URL('/v1/social/callback', host.url)
  callback.searchParams.set('code', 'any-code')
  callback.searchParams.set('state', state)
  const connected = await call(host.url, 'POST', '/v1/social/connect', {
    body: { uri: callback.toString() },
    device: DEVICE_A,
  })
  return connected
}

describe('a provider that does not verify emails', () => {
  it('does not join the email user with that address', async () => {
    const token = await signIn(host.url, mailer, 'victim@example.com')
    const victim = (await call(host.url, 'GET', '/v1/user', { token })).json.user
    userinfo = { sub: 'attacker-1', email: 'victim@example.com', email_verified: false }
    const login = await googleLogin()
    expect(login.status).toBe(200)
    expect(login.json.user.id).not.toBe(victim.id)
    expect(login.json.user.email).toBeNull()
    expect(login.json.user.accounts).not.toEqual(victim.accounts)
  })

  it('joins it once the provider reports the email verified', async () => {
    const token = await signIn(host.url, mailer, 'owner@example.com')
    const owner = (await call(host.url, 'GET', '/v1/user', { token })).json.user
    userinfo = { sub: 'owner-1', email: 'Owner@Example.com', email_verified: true }
    const login = await googleLogin()
    expect(login.json.user.id).toBe(owner.id)
  })
})

describe('a Farcaster relay whose sign-in does not hold up', () => {
  const custody = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())
  const domain = () => new URL(host.url).host
  registeredCustody = custody.address

  async function signedBy(
    signer: typeof custody,
    overrides: { nonce?: string; domain?: string; fid?: number; uri?: string } = {},
  ) {
    const message = createSiweMessage({
      domain: overrides.domain ?? domain(),
      address: custody.address,
      statement: 'Farcaster Auth',
      uri: overrides.uri ?? new URL(host.url).origin,
      version: '1',
      chainId: 10,
      nonce: overrides.nonce ?? lastNonce,
      issuedAt: new Date(),
      resources: [`farcaster://fid/${overrides.fid ?? 4242}`],
    })
    return {
      state: 'completed',
      fid: 4242,
      username: 'forged',
      custody: custody.address,
      message,
      signature: await signer.signMessage({ message }),
      nonce: lastNonce,
    }
  }

  async function pollWith(answer: RelayAnswer) {
    relayAnswer = answer
    const started = await call(host.url, 'POST', '/v1/farcaster/start', { device: DEVICE_A })
    expect(started.status).toBe(200)
    return call(host.url, 'POST', '/v1/farcaster/poll', {
      body: { channelToken: started.json.channelToken },
      device: DEVICE_A,
    })
  }

  beforeEach(() => {
    lastNonce = ''
  })

  it.each([
    ['signed by another key', () => signedBy(stranger), 'the signature does not match'],
    [
      'for another nonce',
      () => signedBy(custody, { nonce: 'abcdef0123456789' }),
      'the nonce is not the one this sign-in was started with',
    ],
    [
      'for another site',
      () => signedBy(custody, { domain: 'evil.example' }),
      'the message is for another site',
    ],
    [
      'for another URI',
      () => signedBy(custody, { uri: 'https://evil.example' }),
      'the message is for another site',
    ],
    [
      'naming another fid',
      () => signedBy(custody, { fid: 1 }),
      'the message does not name fid 4242',
    ],
    [
      'malformed',
      async () => ({ state: 'completed', fid: 'one' }),
      'the relay answer is malformed',
    ],
  ])('a sign-in %s is refused', async (_, answer, reason) => {
    const res = await pollWith(answer)
    expect(res.status).toBe(400)
    expect(res.json.error).toEqual({
      code: 'farcaster_unverified',
      message: `The Farcaster sign-in could not be verified: ${reason}`,
    })
  })

  it('an honest answer signs in (the same checks pass)', async () => {
    const res = await pollWith(() => signedBy(custody))
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      state: 'completed',
      user: { email: null, userName: 'forged' },
    })
  })
})

describe('outbound calls stop with the caller', () => {
  it('a frame request that goes away aborts the token call it is waiting on', async () => {
    const started = await call(host.url, 'POST', '/v1/social/start', {
      body: { provider: 'github' },
      device: DEVICE_A,
    })
    const state = new URL(started.json.uri).searchParams.get('state') as string
    const callback = new URL('/v1/social/callback', host.url)
    callback.searchParams.set('code', 'any-code')
    callback.searchParams.set('state', state)
    const arrived = new Promise<void>((resolve) => {
      hungArrived = resolve
    })
    const leaving = new AbortController()
    const connectUrl = new URL('/v1/social/connect', host.url)
    const body = JSON.stringify({ uri: callback.toString() })
    const proof = await createProof(await proofKeyFor(DEVICE_A), {
      method: 'POST',
      url: connectUrl.toString(),
      body,
    })
    const request = fetch(connectUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-keyway-device-id': DEVICE_A,
        'x-keyway-project-id': TEST_PROJECT,
        'x-keyway-parent-origin': TEST_ORIGIN,
        dpop: proof,
      },
      body,
      signal: leaving.signal,
    }).catch((error: unknown) => error)
    await arrived
    const t0 = Date.now()
    leaving.abort()
    await request
    // Well before the 10 s bound: the call ended because the caller left.
    await hungClosed
    expect(Date.now() - t0).toBeLessThan(3_000)
  })
})
