import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { formatSiwxMessage, parseSiwxMessage } from '../message/message.js'
import { createSiwxServer } from '../server/server.js'
import { createSiwxClient, SiwxServerError } from './siwx-client.js'

const account = privateKeyToAccount(`0x${'07'.repeat(32)}`)
let http: Server | undefined

afterEach(async () => {
  const server = http
  http = undefined
  if (server) await new Promise((resolve) => server.close(resolve))
})

/** A dapp server on loopback and a fetch that keeps its cookie and sends Origin, as a browser would. */
async function setup() {
  const siwx = createSiwxServer({
    domain: 'app.example.com',
    chainIds: ['eip155:1', 'eip155:10'],
    secureCookie: false,
  })
  const server = createServer((request, response) => {
    void siwx.handle(request, response)
  })
  http = server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let cookie = ''
  const requests: string[] = []
  const browserFetch: typeof fetch = async (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`)
    const headers = new Headers(init?.headers)
    if (cookie) headers.set('cookie', cookie)
    // A browser names the page's origin on every POST.
    if (init?.method === 'POST') headers.set('origin', 'https://app.example.com')
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]?.endsWith('=') ? '' : (set.split(';')[0] ?? '')
    return response
  }
  const client = createSiwxClient({
    url: `${base}/siwx`,
    statement: 'Sign in to Example.',
    fetch: browserFetch,
    location: { host: 'app.example.com', origin: 'https://app.example.com', protocol: 'https:' },
  })
  return { client, requests, siwx }
}

describe('createSiwxClient against createSiwxServer', () => {
  it('writes the message for the page, signs in, reads the session back and signs out', async () => {
    const { client, requests } = await setup()
    const lower = account.address.toLowerCase()
    const message = await client.createMessage({ accountAddress: lower, chainId: 'eip155:1' })
    const text = message.toString()
    expect(parseSiwxMessage(text)).toMatchObject({
      domain: 'app.example.com',
      address: account.address,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.com',
      chainId: 'eip155:1',
    })
    expect(message.accountAddress).toBe(account.address)
    const signature = await account.signMessage({ message: text })
    const { toString: _toString, ...data } = message
    await client.addSession({ data, message: text, signature })
    const sessions = await client.getSessions('eip155:1', lower)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.signature).toBe(signature)
    expect(sessions[0]?.data.accountAddress).toBe(account.address)
    expect(await client.getSessions('eip155:10', account.address)).toEqual([])
    await client.revokeSession('eip155:1', account.address)
    expect(await client.getSessions('eip155:1', account.address)).toEqual([])
    expect(requests).toEqual([
      'GET /siwx/nonce',
      'POST /siwx/verify',
      'GET /siwx/session',
      'GET /siwx/session',
      'POST /siwx/signout',
      'GET /siwx/session',
    ])
  })

  it('a refused signature is a SiwxServerError for people, with the reason for developers', async () => {
    const { client } = await setup()
    const message = await client.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    })
    const other = privateKeyToAccount(`0x${'08'.repeat(32)}`)
    const text = message.toString()
    const error = await client
      .addSession({
        data: message,
        message: text,
        signature: await other.signMessage({ message: text }),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxServerError)
    expect((error as SiwxServerError).shortMessage).toBe('Sign-in failed. Try again.')
    expect((error as SiwxServerError).details).toContain('signature')
    expect((error as SiwxServerError).code).toBe(401)
    expect((error as SiwxServerError).serverCode).toBe('signature')
  })

  it('an unreachable server is a SiwxServerError without the library text', async () => {
    const client = createSiwxClient({
      url: 'http://127.0.0.1:9/siwx',
      fetch: async () => {
        throw new TypeError('fetch failed: ECONNREFUSED 127.0.0.1:9')
      },
    })
    const error = await client
      .getSessions('eip155:1', account.address)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiwxServerError)
    expect((error as SiwxServerError).message).not.toContain('ECONNREFUSED')
  })

  describe('sign-in while connecting (one-click auth)', () => {
    /** What a WalletConnect wallet signs for the request: EIP-4361 text and its CACAO. */
    async function signAsWallet(
      request: { domain: string; uri: string; nonce: string; statement?: string | undefined },
      signer = account,
    ) {
      const issuedAt = new Date().toISOString()
      const statement = `${request.statement ?? ''} I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.`
      const resources = ['urn:recap:eyJhdHQiOnt9fQ']
      const message = formatSiwxMessage({
        domain: request.domain,
        address: account.address,
        statement: statement.trim(),
        uri: request.uri,
        version: '1',
        chainId: 'eip155:1',
        nonce: request.nonce,
        issuedAt,
        resources,
      })
      const signature = await signer.signMessage({ message })
      const cacao = {
        h: { t: 'caip122' },
        p: {
          iss: `did:pkh:eip155:1:${account.address}`,
          domain: request.domain,
          aud: request.uri,
          version: '1',
          nonce: request.nonce,
          iat: issuedAt,
          statement: request.statement,
          resources,
        },
        s: { t: 'eip191', s: signature },
      }
      const data = {
        accountAddress: account.address,
        chainId: 'eip155:1' as const,
        domain: request.domain,
        uri: request.uri,
        nonce: request.nonce,
      }
      return { data, message, signature, cacao }
    }

    it("asks for the page's host and origin, the statement and a server nonce", async () => {
      const { client, requests } = await setup()
      const request = await client.createAuthRequest?.({ chainIds: ['eip155:1'] })
      expect(request).toEqual({
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        nonce: expect.stringMatching(/^[A-Za-z0-9]{16,}$/),
        statement: 'Sign in to Example.',
      })
      expect(requests).toEqual(['GET /siwx/nonce'])
    })

    it('the server verifies what the wallet signed and keeps the session with its cacao', async () => {
      const { client } = await setup()
      const request = await client.createAuthRequest?.({ chainIds: ['eip155:1'] })
      if (!request) throw new Error('no request')
      const signed = await signAsWallet(request)
      await client.addSession(signed)
      const [session] = await client.getSessions('eip155:1', account.address)
      expect(session?.message).toBe(signed.message)
      expect(session?.cacao).toEqual(signed.cacao)
    })

    it.each([
      ['another key', { signer: privateKeyToAccount(`0x${'09'.repeat(32)}`) }],
      ['a nonce the server never issued', { nonce: 'notIssued1234567' }],
      ['another domain', { domain: 'evil.example.com' }],
    ])('the server refuses a one-click sign-in signed with %s', async (_case, change) => {
      const { client } = await setup()
      const request = await client.createAuthRequest?.({ chainIds: ['eip155:1'] })
      if (!request) throw new Error('no request')
      const { signer, ...fields } = { signer: account, ...change }
      const signed = await signAsWallet({ ...request, ...fields }, signer)
      const error = await client.addSession(signed).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SiwxServerError)
      expect(await client.getSessions('eip155:1', account.address)).toEqual([])
    })
  })
})
