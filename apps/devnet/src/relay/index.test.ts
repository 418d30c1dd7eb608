import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, startRelay } from './index.js'
import { createPeerPair, runRoundTrip } from './peers.js'

/** Anvil's second default account: a well-known test key, never a real one. */
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const WALLET_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let relay: Relay
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await relay.stop()
})

function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url)
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      ws.terminate()
    })
    ws.on('open', () => {
      ws.close()
      reject(new Error('connection was accepted'))
    })
    ws.on('error', () => undefined)
  })
}

describe('devnet WalletConnect relay with real sign-client peers', () => {
  it('pairs via the wc: URI, approves an eip155 session, answers personal_sign and propagates a disconnect', async () => {
    const result = await runRoundTrip({
      relayUrl: relay.url,
      projectId: 'keyway-test',
      walletPrivateKey: WALLET_KEY,
    })
    expect(result.accounts).toEqual([`eip155:31337:${WALLET_ADDRESS}`])
    // The wallet holds the same session: the settle message reached both sides.
    expect(result.walletHasSession).toBe(true)
    expect(result.signatureValid).toBe(true)
    expect(result.walletSawDisconnect).toBe(true)
  })
})

describe('devnet relay and one-click auth (wc_sessionAuthenticate)', () => {
  const request = {
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    nonce: 'devnetNonce0001',
    statement: 'Sign in to the devnet test.',
  }

  it('routes the auth request to the wallet and its signed CACAO back, with a session', async () => {
    const peers = await createPeerPair({
      relayUrl: relay.url,
      projectId: 'keyway-test',
      walletPrivateKey: WALLET_KEY,
    })
    try {
      const { auths, session } = await peers.authenticate(request)
      expect(peers.walletSaw).toEqual(['wc_sessionAuthenticate'])
      expect(auths).toHaveLength(1)
      const [cacao] = auths ?? []
      if (!cacao) throw new Error('no cacao')
      expect(cacao.p).toMatchObject({
        iss: `did:pkh:eip155:31337:${WALLET_ADDRESS}`,
        domain: request.domain,
        aud: request.uri,
        nonce: request.nonce,
      })
      const message = peers.dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      expect(message.split('\n')[0]).toBe(
        'app.example.com wants you to sign in with your Ethereum account:',
      )
      expect(
        await verifyMessage({
          address: WALLET_ADDRESS,
          message,
          signature: cacao.s.s as `0x${string}`,
        }),
      ).toBe(true)
      expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${WALLET_ADDRESS}`])
      // The session works like a proposed one: a request reaches the wallet over the relay.
      const signed = await peers.personalSign(session.topic, 'after one-click auth')
      expect(signed.valid).toBe(true)
    } finally {
      await peers.close()
    }
  })

  it("routes the wallet's rejection back to the dapp, and no session is made", async () => {
    const peers = await createPeerPair({
      relayUrl: relay.url,
      projectId: 'keyway-test',
      walletPrivateKey: WALLET_KEY,
    })
    try {
      const outcome = await peers.authenticate({ ...request, reject: true }).then(
        () => 'approved',
        (error: unknown) => String(error instanceof Error ? error.message : error),
      )
      expect(outcome).toMatch(/rejected/i)
      expect(peers.walletSaw).toEqual(['wc_sessionAuthenticate'])
      expect(peers.dapp.session.getAll()).toEqual([])
    } finally {
      await peers.close()
    }
  })
})

describe('devnet relay connection checks', () => {
  it('refuses a WebSocket without an auth JWT with 401', async () => {
    expect(await upgradeStatus(`${relay.url}/?projectId=keyway-test`)).toBe(401)
  })

  it('refuses a forged auth JWT with 401', async () => {
    const header = Buffer.from('{"alg":"EdDSA","typ":"JWT"}').toString('base64url')
    const payload = Buffer.from(
      '{"iss":"did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK"}',
    ).toString('base64url')
    const forged = `${header}.${payload}.${Buffer.alloc(64).toString('base64url')}`
    expect(await upgradeStatus(`${relay.url}/?projectId=keyway-test&auth=${forged}`)).toBe(401)
  })

  it('refuses a WebSocket without a projectId with 400', async () => {
    expect(await upgradeStatus(`${relay.url}/?auth=x.y.z`)).toBe(400)
  })
})
