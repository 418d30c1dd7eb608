import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, startRelay } from './index.js'
import { runRoundTrip } from './peers.js'

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
