import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SiwxVerificationError } from '../message/errors.js'
import { formatSiwxMessage } from '../message/message.js'
import {
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  bitcoinKey,
  signBip322,
  signLegacy,
} from '../verify/bip122.test-helpers.js'
import { createPostgresSiwxStore } from './postgres-store.js'
import { MAX_BODY_BYTES } from './routes.js'
import { createSiwxServer, type SiwxServer } from './server.js'

const account = privateKeyToAccount(`0x${'42'.repeat(32)}`)
const DOMAIN = 'app.example.com'
/** What the server expects besides the domain: its chain, and (by default) https://DOMAIN. */
const OPTIONS = { domain: DOMAIN, chainIds: ['eip155:1'] }

function messageFor(nonce: string, overrides: Record<string, string> = {}) {
  return formatSiwxMessage({
    domain: DOMAIN,
    address: account.address,
    statement: 'Sign in to Example.',
    uri: `https://${DOMAIN}`,
    version: '1',
    chainId: 'eip155:1',
    nonce,
    issuedAt: new Date().toISOString(),
    ...overrides,
  })
}

async function signIn(server: SiwxServer) {
  const nonce = await server.issueNonce()
  const message = messageFor(nonce)
  return { message, signature: await account.signMessage({ message }) }
}

describe('createSiwxServer: the functions', () => {
  it('issues nonces with at least 64 bits of entropy, each once', async () => {
    const server = createSiwxServer({ ...OPTIONS })
    const nonces = await Promise.all(Array.from({ length: 50 }, () => server.issueNonce()))
    expect(new Set(nonces).size).toBe(50)
    for (const nonce of nonces) expect(nonce.length * Math.log2(62)).toBeGreaterThanOrEqual(64)
  })

  it('opens a session for a valid signature, reads it, and ends it', async () => {
    const server = createSiwxServer({ ...OPTIONS })
    const session = await server.verify(await signIn(server))
    expect(session.data.address).toBe(account.address)
    expect((await server.getSession(session.id))?.signature).toBe(session.signature)
    await server.signOut(session.id)
    expect(await server.getSession(session.id)).toBeUndefined()
  })

  it('refuses a replayed signature (the nonce is single-use)', async () => {
    const server = createSiwxServer({ ...OPTIONS })
    const signed = await signIn(server)
    await server.verify(signed)
    await expect(server.verify(signed)).rejects.toMatchObject({ reason: 'nonce' })
  })

  it('signs a Bitcoin address in (BIP-322 and legacy) and refuses each replayed message', async () => {
    const server = createSiwxServer({ ...OPTIONS, chainIds: [BITCOIN_MAINNET] })
    const key = bitcoinKey()
    const signers = [
      [key.p2wpkh, (message: string) => signBip322(key, 'p2wpkh', message)],
      [key.p2tr, (message: string) => signBip322(key, 'p2tr', message)],
      [key.p2pkh, (message: string) => signLegacy(key, 'p2pkh', message)],
    ] as const
    for (const [address, sign] of signers) {
      const message = messageFor(await server.issueNonce(), { address, chainId: BITCOIN_MAINNET })
      const signed = { message, signature: sign(message) }
      const session = await server.verify(signed)
      expect(session.data).toMatchObject({ address, chainId: BITCOIN_MAINNET })
      expect((await server.getSession(session.id))?.data.address).toBe(address)
      await expect(server.verify(signed)).rejects.toMatchObject({ reason: 'nonce' })
    }
    // A chain the server does not list: testnet is refused before the nonce is used.
    const testnet = bitcoinKey('testnet', key.privateKey)
    const nonce = await server.issueNonce()
    const message = messageFor(nonce, { address: testnet.p2wpkh, chainId: BITCOIN_TESTNET })
    await expect(
      server.verify({ message, signature: signBip322(testnet, 'p2wpkh', message) }),
    ).rejects.toMatchObject({ reason: 'chain' })
  })

  it("keeps a cacao only when it is the signed message's own", async () => {
    const server = createSiwxServer({ ...OPTIONS })
    const cacaoOf = (nonce: string, signature: string, iss = account.address.toLowerCase()) => ({
      h: { t: 'caip122' },
      p: { iss: `did:pkh:eip155:1:${iss}`, domain: DOMAIN, nonce, aud: `https://${DOMAIN}` },
      s: { t: 'eip191', s: signature },
    })
    const nonceOf = (message: string) => /Nonce: (\w+)/.exec(message)?.[1] ?? ''
    const signed = await signIn(server)
    const cacao = cacaoOf(nonceOf(signed.message), signed.signature)
    const session = await server.verify({ ...signed, cacao })
    expect(session.cacao).toEqual(cacao)
    const other = privateKeyToAccount(`0x${'43'.repeat(32)}`).address
    // Each differs from its signed message in one thing: nonce, signature, signer.
    const wrongs = [
      (_nonce: string, signature: string) => cacaoOf('otherNonce1234', signature),
      (nonce: string) => cacaoOf(nonce, '0x00'),
      (nonce: string, signature: string) => cacaoOf(nonce, signature, other),
    ]
    for (const wrong of wrongs) {
      const again = await signIn(server)
      const mismatched = wrong(nonceOf(again.message), again.signature)
      await expect(server.verify({ ...again, cacao: mismatched })).rejects.toMatchObject({
        reason: 'cacao',
      })
    }
  })

  it('checks the configured domain, not one a request could name', async () => {
    const server = createSiwxServer({ ...OPTIONS })
    const nonce = await server.issueNonce()
    const message = messageFor(nonce, { domain: 'evil.example' })
    const signature = await account.signMessage({ message })
    await expect(server.verify({ message, signature })).rejects.toMatchObject({ reason: 'domain' })
  })

  it('refuses a message for another URI, naming the URI in the error', async () => {
    const server = createSiwxServer(OPTIONS)
    for (const uri of [
      'https://evil.example',
      'http://app.example.com',
      'https://app.example.com:8443',
    ]) {
      const nonce = await server.issueNonce()
      const message = messageFor(nonce, { uri })
      const error = await server
        .verify({ message, signature: await account.signMessage({ message }) })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SiwxVerificationError)
      expect(error).toMatchObject({
        reason: 'uri',
        details: `the message's URI "${uri}" is not one this server accepts`,
      })
    }
    // Any path on the expected origin is the app's.
    const nonce = await server.issueNonce()
    const message = messageFor(nonce, { uri: `https://${DOMAIN}/login?next=/` })
    await expect(
      server.verify({ message, signature: await account.signMessage({ message }) }),
    ).resolves.toMatchObject({ data: { uri: `https://${DOMAIN}/login?next=/` } })
  })

  it('accepts only the exact URIs it is given with `uris`', async () => {
    const server = createSiwxServer({ ...OPTIONS, uris: [`https://${DOMAIN}/signin`] })
    const sign = async (uri: string) => {
      const message = messageFor(await server.issueNonce(), { uri })
      return server.verify({ message, signature: await account.signMessage({ message }) })
    }
    await expect(sign(`https://${DOMAIN}/other`)).rejects.toMatchObject({ reason: 'uri' })
    await expect(sign(`https://${DOMAIN}/signin`)).resolves.toBeTruthy()
  })

  it('refuses a message for another chain, naming the chains it accepts', async () => {
    const server = createSiwxServer({ ...OPTIONS, chainIds: ['eip155:1', 'eip155:10'] })
    const nonce = await server.issueNonce()
    const message = messageFor(nonce, { chainId: 'eip155:137' })
    const error = await server
      .verify({ message, signature: await account.signMessage({ message }) })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error).toMatchObject({
      reason: 'chain',
      details: 'the message is for chain "eip155:137", not one of "eip155:1", "eip155:10"',
    })
    // Refused before its nonce was used: a message for an expected chain can still use it.
    const retry = messageFor(nonce, { chainId: 'eip155:10' })
    await expect(
      server.verify({ message: retry, signature: await account.signMessage({ message: retry }) }),
    ).resolves.toBeTruthy()
  })

  it('needs the chains it accepts, and origins that are origins', () => {
    expect(() => createSiwxServer({ domain: DOMAIN } as never)).toThrow(/chainIds/)
    expect(() => createSiwxServer({ ...OPTIONS, chainIds: [] })).toThrow(/chainIds/)
    expect(() => createSiwxServer({ ...OPTIONS, origins: ['app.example.com'] })).toThrow(
      /origins: "app.example.com" is not a URL/,
    )
  })

  it('ends the session at the message expiry when that comes first', async () => {
    let now = Date.now()
    const server = createSiwxServer({ ...OPTIONS, now: () => now })
    const nonce = await server.issueNonce()
    const message = messageFor(nonce, { expirationTime: new Date(now + 60_000).toISOString() })
    const session = await server.verify({
      message,
      signature: await account.signMessage({ message }),
    })
    now += 61_000
    expect(await server.getSession(session.id)).toBeUndefined()
  })
})

describe('a nonce is single-use across two server instances sharing one PostgreSQL store', () => {
  const db = new PGlite()
  // PGlite compiles its WebAssembly on first use: seconds on a busy machine.
  beforeAll(async () => {
    await db.waitReady
  }, 120_000)
  afterAll(async () => {
    await db.close()
  })

  it('lets exactly one instance accept a signature both receive at once', async () => {
    const store = createPostgresSiwxStore({ client: db })
    await store.migrate()
    const first = createSiwxServer({ ...OPTIONS, store })
    const second = createSiwxServer({ ...OPTIONS, store })
    const signed = await signIn(first)
    const results = await Promise.allSettled([first.verify(signed), second.verify(signed)])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ reason: 'nonce' })
    // A session opened on one instance is read on the other.
    const opened = results.find(
      (result) => result.status === 'fulfilled',
    ) as PromiseFulfilledResult<{
      id: string
    }>
    expect(await second.getSession(opened.value.id)).toBeDefined()
    expect(await first.getSession(opened.value.id)).toBeDefined()
  })
})

describe('createSiwxServer: the Node http handler', () => {
  let http: Server | undefined
  let base = ''
  const siwx = createSiwxServer({ ...OPTIONS, secureCookie: false })

  async function start() {
    const server = createServer((request, response) => {
      void siwx.handle(request, response).then((handled) => {
        if (!handled) {
          response.writeHead(404)
          response.end('app route')
        }
      })
    })
    http = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  afterEach(async () => {
    const server = http
    http = undefined
    if (server) await new Promise((resolve) => server.close(resolve))
  })

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })

  it('signs in, reads the session with its cookie, and signs out on the server too', async () => {
    await start()
    const { nonce } = (await (await fetch(`${base}/siwx/nonce`)).json()) as { nonce: string }
    const message = messageFor(nonce)
    const signature = await account.signMessage({ message })
    const verified = await post('/siwx/verify', JSON.stringify({ message, signature }))
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ address: account.address, chainId: 'eip155:1' })
    const setCookie = verified.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^keyway_siwx=[\w-]{43}; Path=\/siwx; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    )
    const cookie = setCookie.split(';')[0] as string

    const session = await fetch(`${base}/siwx/session`, { headers: { cookie } })
    expect(session.status).toBe(200)
    expect(await session.json()).toMatchObject({ address: account.address, message, signature })

    const replay = await post('/siwx/verify', JSON.stringify({ message, signature }))
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({
      error: { code: 'nonce', message: 'Sign-in could not be verified' },
    })

    const origin = `https://${DOMAIN}`
    expect((await post('/siwx/signout', '', { cookie, origin })).status).toBe(204)
    expect((await fetch(`${base}/siwx/session`, { headers: { cookie } })).status).toBe(401)
  })

  it('signs a Bitcoin account in over HTTP and answers its replay 401 nonce', async () => {
    const bitcoin = createSiwxServer({
      ...OPTIONS,
      chainIds: ['eip155:1', BITCOIN_MAINNET],
      secureCookie: false,
    })
    const server = createServer((request, response) => void bitcoin.handle(request, response))
    http = server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const key = bitcoinKey()
    const { nonce } = (await (await fetch(`${base}/siwx/nonce`)).json()) as { nonce: string }
    const message = messageFor(nonce, { address: key.p2wpkh, chainId: BITCOIN_MAINNET })
    const body = JSON.stringify({ message, signature: signBip322(key, 'p2wpkh', message) })
    const verified = await post('/siwx/verify', body)
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ address: key.p2wpkh, chainId: BITCOIN_MAINNET })
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string
    const session = await fetch(`${base}/siwx/session`, { headers: { cookie } })
    expect(await session.json()).toMatchObject({ address: key.p2wpkh, chainId: BITCOIN_MAINNET })
    const replay = await post('/siwx/verify', body)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({
      error: { code: 'nonce', message: 'Sign-in could not be verified' },
    })
  })

  it('answers malformed input with a 4xx and keeps serving', async () => {
    await start()
    const cases: Array<[Promise<Response>, number]> = [
      [post('/siwx/verify', '{not json'), 400],
      [post('/siwx/verify', 'null'), 400],
      [post('/siwx/verify', JSON.stringify({ message: 1, signature: [] })), 400],
      [post('/siwx/verify', JSON.stringify({ message: 'x', signature: 'y', cacao: 'z' })), 400],
      [post('/siwx/verify', JSON.stringify({ message: 'hello', signature: '0x00' })), 401],
      [post('/siwx/verify', 'x'.repeat(MAX_BODY_BYTES + 1)), 413],
      [post('/siwx/verify', '{}', { 'content-type': 'text/plain' }), 415],
      [fetch(`${base}/siwx/verify`), 405],
      [fetch(`${base}/siwx/nonce`, { method: 'POST' }), 405],
      [fetch(`${base}/siwx/unknown`), 404],
    ]
    for (const [response, status] of cases) expect((await response).status).toBe(status)
    expect((await fetch(`${base}/siwx/nonce`)).status).toBe(200)
    // Paths outside basePath are the app's.
    expect(await (await fetch(`${base}/other`)).text()).toBe('app route')
  })
})
