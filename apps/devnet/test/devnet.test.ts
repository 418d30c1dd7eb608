import { generateKeyPairSync, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type Devnet, startDevnet } from '../src/index.js'
import { runRoundTrip } from '../src/relay/peers.js'

/**
 * Cross-service checks against the composed devnet (real anvil, litesvm server, relay),
 * started on free ports as other packages' tests will start it.
 */

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
})
afterAll(async () => {
  await devnet?.stop()
})

const sdk = 'projectId=keyway-test&st=appkit&sv=html-test'
type HttpService = 'blockchainApi' | 'configApi' | 'mailbox' | 'oauth'
const HTTP_SERVICES: HttpService[] = ['blockchainApi', 'configApi', 'mailbox', 'oauth']
/** A POST route of each service that parses a JSON body. */
const JSON_POSTS: Record<HttpService, string> = {
  blockchainApi: `/v1/fungible/price?${sdk}`,
  configApi: `/e?${sdk}`,
  mailbox: '/messages',
  oauth: '/farcaster/channel',
}

describe('devnet: composed start-up', () => {
  it('answers the READY object with every URL and funded accounts on both chain families', () => {
    expect(Object.keys(devnet.urls).sort()).toEqual(
      [
        'blockchainApi',
        'bundler',
        'configApi',
        'evmRpc',
        'evmRpc2',
        'mailbox',
        'oauth',
        'relay',
        'smtp',
        'solanaRpc',
        'solanaWs',
      ].sort(),
    )
    expect(devnet.urls.relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(devnet.accounts.evm.length).toBeGreaterThan(0)
    expect(devnet.accounts.solana.length).toBeGreaterThan(0)
  })

  it('runs two EVM chains with different chain ids', async () => {
    const chainId = async (url: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      return Number((await res.json()).result)
    }
    expect([await chainId(devnet.urls.evmRpc), await chainId(devnet.urls.evmRpc2)]).toEqual([
      31337, 31338,
    ])
  })
})

describe('devnet: WalletConnect over the composed relay', () => {
  it('pairs two real sign-client peers, approves, answers personal_sign and propagates the disconnect', async () => {
    const result = await runRoundTrip({
      relayUrl: devnet.urls.relay,
      projectId: 'keyway-test',
      walletPrivateKey: devnet.accounts.evm[1]!.privateKey,
    })
    expect(result.accounts).toHaveLength(1)
    expect(result.walletHasSession).toBe(true)
    expect(result.signatureValid).toBe(true)
    expect(result.walletSawDisconnect).toBe(true)
  })
})

describe('devnet: wallet catalogue and analytics', () => {
  it('pages the ≥ 600-wallet catalogue and searches it', async () => {
    const page = async (q: string) =>
      (await fetch(`${devnet.urls.configApi}/getWallets?${q}`)).json()
    const first = await page('page=1&entries=40')
    const last = await page(`page=${Math.ceil(first.count / 40)}&entries=40`)
    expect(first.count).toBeGreaterThanOrEqual(600)
    expect(first.data).toHaveLength(40)
    expect(last.data.length).toBeGreaterThan(0)
    expect(last.data.length).toBeLessThanOrEqual(40)
    const found = await page('search=rainbow')
    expect(found.data.map((w: { name: string }) => w.name)).toEqual(['Rainbow'])
  })

  it('lists devnet’s own Solana chain on Solana wallets', async () => {
    const solanaChain = `solana:${devnet.solana.genesisHash.slice(0, 32)}`
    const res = await (
      await fetch(`${devnet.urls.configApi}/getWallets?chains=${solanaChain}`)
    ).json()
    expect(res.count).toBeGreaterThan(0)
  })

  it('keeps a POST /e event readable on /__devnet/events', async () => {
    const event = {
      eventId: 'integration-1',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'track', event: 'INTEGRATION_CHECK' },
    }
    const res = await fetch(`${devnet.urls.configApi}/e?${sdk}`, {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect(res.status).toBe(202)
    const read = await (
      await fetch(`${devnet.urls.configApi}/__devnet/events?event=INTEGRATION_CHECK`)
    ).json()
    expect(read.events).toEqual([
      expect.objectContaining({ eventId: 'integration-1', projectId: 'keyway-test' }),
    ])
  })

  it('shares one project registry: a project added on the config API is accepted by the blockchain API', async () => {
    const q = 'projectId=added-by-test&st=appkit&sv=html-test'
    expect((await fetch(`${devnet.urls.blockchainApi}/v1/supported-chains?${q}`)).status).toBe(403)
    const put = await fetch(`${devnet.urls.configApi}/__devnet/projects/added-by-test`, {
      method: 'PUT',
      body: JSON.stringify({ features: { email: false } }),
    })
    expect(put.status).toBe(201)
    expect((await fetch(`${devnet.urls.blockchainApi}/v1/supported-chains?${q}`)).status).toBe(200)
    const features = await (await fetch(`${devnet.urls.configApi}/appkit/v1/config?${q}`)).json()
    expect(features).toEqual({ features: { email: false } })
  })
})

describe('devnet: retry behaviour can be exercised', () => {
  it.each(HTTP_SERVICES)(
    '%s answers 429 with Retry-After the set number of times, then normally',
    async (service) => {
      const base = devnet.urls[service]
      const path =
        service === 'mailbox'
          ? '/messages'
          : service === 'oauth'
            ? '/google/jwks'
            : service === 'configApi'
              ? '/getWallets'
              : '/v1/supported-chains'
      const target = `${base}${path}?${sdk}`
      const armed = await fetch(`${base}/__devnet/faults`, {
        method: 'POST',
        body: JSON.stringify({ path, status: 429, times: 2, retryAfter: '3' }),
      })
      expect(armed.status).toBe(201)
      for (let i = 0; i < 2; i++) {
        const res = await fetch(target)
        expect(res.status).toBe(429)
        expect(res.headers.get('retry-after')).toBe('3')
      }
      expect((await fetch(target)).status).toBe(200)
    },
  )

  it('answers an injected 500 once on the config API', async () => {
    await fetch(`${devnet.urls.configApi}/__devnet/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/getAnalyticsConfig', status: 500, times: 1 }),
    })
    const url = `${devnet.urls.configApi}/getAnalyticsConfig?${sdk}`
    expect((await fetch(url)).status).toBe(500)
    expect(await (await fetch(url)).json()).toEqual({ isAnalyticsEnabled: true })
  })
})

describe('devnet: bad input gets a proper status and a JSON error, and nothing crashes', () => {
  it.each(HTTP_SERVICES)(
    '%s: unknown path → 404, wrong method → 405, malformed JSON → 400, oversized body → 413',
    async (service) => {
      const base = devnet.urls[service]
      const unknown = await fetch(`${base}/definitely/not/here`)
      expect(unknown.status).toBe(404)
      expect((await unknown.json()).error.code).toBe('not_found')

      const post = JSON_POSTS[service]
      expect((await fetch(`${base}${post}`, { method: 'PUT' })).status).toBe(405)

      const malformed = await fetch(`${base}${post}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"oops":',
      })
      expect(malformed.status).toBe(400)
      expect((await malformed.json()).error.code).toBe('parse_error')

      const huge = await fetch(`${base}${post}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
      })
      expect(huge.status).toBe(413)
    },
  )

  it('refuses unknown project ids with 403 on the config API and the blockchain API', async () => {
    const q = 'projectId=nobody&st=appkit&sv=html-test'
    expect((await fetch(`${devnet.urls.configApi}/projects/v1/origins?${q}`)).status).toBe(403)
    expect((await fetch(`${devnet.urls.blockchainApi}/v1/supported-chains?${q}`)).status).toBe(403)
  })

  it('answers malformed JSON-RPC on the Solana RPC with -32700', async () => {
    const res = await fetch(devnet.urls.solanaRpc, { method: 'POST', body: '{"jsonrpc":' })
    expect((await res.json()).error.code).toBe(-32700)
  })

  it('answers garbage relay frames with JSON-RPC errors and keeps the socket open', async () => {
    const ws = new WebSocket(`${devnet.urls.relay}/?projectId=keyway-test&auth=${relayJwt()}`)
    await new Promise((resolve, reject) => {
      ws.once('open', resolve)
      ws.once('error', reject)
    })
    const next = () =>
      new Promise<{ error?: { code: number }; result?: unknown }>((resolve) =>
        ws.once('message', (d) => resolve(JSON.parse(String(d)))),
      )
    let answer = next()
    ws.send('not json')
    expect((await answer).error?.code).toBe(-32700)
    answer = next()
    ws.send(
      JSON.stringify({ id: 7, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'abc' } }),
    )
    expect(typeof (await answer).result).toBe('string')
    ws.close()
  })

  it('keeps serving after all of the above', async () => {
    for (const service of HTTP_SERVICES) {
      const res = await fetch(`${devnet.urls[service]}/__devnet/faults`)
      expect(res.status).toBe(200)
    }
  })
})

/** A valid relay auth JWT of a fresh Ed25519 did:key. */
function relayJwt(): string {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  const iss = `did:key:z${getBase58Decoder().decode(new Uint8Array([0xed, 0x01, ...raw]))}`
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'x', aud: 'ws://relay', iat: 0, exp: 4_000_000_000 })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}
