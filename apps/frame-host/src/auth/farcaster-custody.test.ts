import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Devnet, farcasterCustodyAccount, startDevnet } from '@keyway/devnet'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { ChainTimeoutError } from '../rpc/errors.js'
import {
  call,
  createRecordedMailer,
  DEVICE_A,
  tempKeys,
} from '../testing/frame-host.test-helpers.js'
import {
  FarcasterCustodyMismatchError,
  type FarcasterIdRegistry,
  verifyFarcasterCustody,
} from './farcaster-custody.js'

/**
 * A Farcaster sign-in is only as good as the fid's custody address on the ID registry:
 * here the registry is devnet's (its test fids registered on its anvil chain), and a
 * scripted relay reports sign-ins signed by whichever key the test picks, as a relay that
 * believes whatever a client sends it would.
 */

const keys = tempKeys()
const APP_ORIGIN = 'http://localhost:5173'
/** The project and parent page the frame names on each call (an allowed origin of the project). */
const headers = { 'x-keyway-project-id': 'farcaster-test', 'x-keyway-parent-origin': APP_ORIGIN }
const origins = { allowedOrigins: async () => [APP_ORIGIN] }
let devnet: Devnet
let registry: FarcasterIdRegistry
let relay: Server
let relayUrl: string
let host: FrameHost
let lastNonce = ''
let signer: LocalAccount
let fid = 1001

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) text += chunk
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/** A consistent sign-in message for `fid`, signed by `signer`, who also claims custody. */
async function completedSignIn() {
  const origin = new URL(host.url)
  const message = createSiweMessage({
    domain: origin.host,
    address: signer.address,
    statement: 'Farcaster Auth',
    uri: origin.origin,
    version: '1',
    chainId: 10,
    nonce: lastNonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${fid}`],
  })
  return {
    state: 'completed',
    fid,
    username: 'claimed',
    custody: signer.address,
    message,
    signature: await signer.signMessage({ message }),
    nonce: lastNonce,
  }
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free', accountAbstraction: false })
  registry = { address: devnet.farcasterIdRegistry.address, rpcUrl: devnet.urls.evmRpc }
  relay = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/farcaster/channel') {
      lastNonce = String((await readJson(req)).nonce)
      const channelToken = randomBytes(16).toString('hex')
      return send(201, { channelToken, url: `${relayUrl}/connect`, nonce: lastNonce })
    }
    if (path === '/farcaster/channel/status') return send(200, await completedSignIn())
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
  host = await createFrameHost({
    keys,
    mail: createRecordedMailer(),
    configApiUrl: origins,
    social: { farcasterUrl: relayUrl, farcasterIdRegistry: registry },
    limits: { perIp: { limit: 1_000, windowMs: 60_000 } },
  })
}, 180_000)

afterAll(async () => {
  await host?.stop()
  relay?.closeAllConnections()
  await new Promise((resolve) => relay?.close(resolve))
  await devnet?.stop()
  keys.remove()
})

async function signInAs(account: LocalAccount, asFid: number) {
  signer = account
  fid = asFid
  const started = await call(host.url, 'POST', '/v1/farcaster/start', {
    device: DEVICE_A,
    headers,
  })
  expect(started.status).toBe(200)
  return call(host.url, 'POST', '/v1/farcaster/poll', {
    body: { channelToken: started.json.channelToken },
    device: DEVICE_A,
    headers,
  })
}

describe("Farcaster sign-in checks the fid's custody on the ID registry", () => {
  it("a message signed by a key that is not the fid's registered custody is refused", async () => {
    const res = await signInAs(privateKeyToAccount(generatePrivateKey()), 1001)
    expect(res.status).toBe(401)
    expect(res.json.error).toEqual({
      code: 'farcaster_custody_mismatch',
      message:
        'The Farcaster sign-in is refused: it was not signed by the custody address of fid 1001 on the Farcaster ID registry',
    })
    expect(res.json.token).toBeUndefined()
  })

  it('a fid that is not registered at all is refused the same way', async () => {
    const res = await signInAs(privateKeyToAccount(generatePrivateKey()), 4242)
    expect(res.status).toBe(401)
    expect(res.json.error.code).toBe('farcaster_custody_mismatch')
  })

  it("the fid's registered custody key signs in", async () => {
    const res = await signInAs(farcasterCustodyAccount(1002), 1002)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ state: 'completed', user: { email: null } })
    expect(res.json.token).toEqual(expect.any(String))
  })

  it('without an ID registry frame-host starts no Farcaster sign-in', async () => {
    const bare = await createFrameHost({
      keys,
      mail: createRecordedMailer(),
      configApiUrl: origins,
      social: { farcasterUrl: relayUrl },
    })
    try {
      const res = await call(bare.url, 'POST', '/v1/farcaster/start', {
        device: DEVICE_A,
        headers,
      })
      expect(res.status).toBe(503)
      expect(res.json.error).toEqual({
        code: 'farcaster_unavailable',
        message:
          'Farcaster sign-in is not available on this server: no Farcaster ID registry is set',
      })
    } finally {
      await bare.stop()
    }
  })
})

describe('verifyFarcasterCustody', () => {
  it("reads custodyOf over RPC: the fid's custody passes, another address throws", async () => {
    const custody = farcasterCustodyAccount(1001).address
    await verifyFarcasterCustody(registry, { fid: 1001, signer: custody, timeoutMs: 5_000 })
    await expect(
      verifyFarcasterCustody(registry, { fid: 1002, signer: custody, timeoutMs: 5_000 }),
    ).rejects.toBeInstanceOf(FarcasterCustodyMismatchError)
  })

  it('a node that does not answer is cut off at the timeout, and the caller can abort', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const hung = {
      address: registry.address,
      rpcUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
    }
    const signer = farcasterCustodyAccount(1001).address
    try {
      const t0 = Date.now()
      await expect(
        verifyFarcasterCustody(hung, { fid: 1001, signer, timeoutMs: 300 }),
      ).rejects.toBeInstanceOf(ChainTimeoutError)
      expect(Date.now() - t0).toBeLessThan(3_000)
      const leaving = new AbortController()
      const pending = verifyFarcasterCustody(hung, {
        fid: 1001,
        signer,
        timeoutMs: 10_000,
        signal: leaving.signal,
      })
      leaving.abort(new Error('the client went away'))
      await expect(pending).rejects.toThrow()
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})
