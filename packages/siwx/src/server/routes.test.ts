/**
 * The HTTP answers of the routes: every refusal in the one error format of Keyway's servers,
 * `{ error: { code, message } }`, with the status and headers it had before the format.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from './routes.js'
import { createSiwxServer, type SiwxServerOptions } from './server.js'
import { createMemorySiwxStore } from './store.js'

let http: Server | undefined
afterEach(async () => {
  const server = http
  http = undefined
  if (server) await new Promise((resolve) => server.close(resolve))
})

async function start(options: Partial<SiwxServerOptions> = {}) {
  const siwx = createSiwxServer({
    domain: 'app.example.com',
    chainIds: ['eip155:1'],
    secureCookie: false,
    ...options,
  })
  const server = createServer((request, response) => {
    void siwx.handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end('app route')
    })
  })
  http = server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { siwx, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const json = { 'content-type': 'application/json' }

describe('the error format of the routes', () => {
  it('answers each refusal { error: { code, message } }, not cached', async () => {
    const { base } = await start()
    const post = (body: string, headers: Record<string, string> = json) =>
      fetch(`${base}/siwx/verify`, { method: 'POST', headers, body })
    const cases: Array<[Promise<Response>, number, string, string]> = [
      [post('{not json'), 400, 'malformed_json', 'Body is not JSON'],
      [post('null'), 400, 'bad_request', 'Send a JSON object'],
      [post('{"message":1}'), 400, 'bad_request', 'message and signature must be strings'],
      [
        post('{"message":"x","signature":"y","cacao":1}'),
        400,
        'bad_request',
        'cacao must be an object',
      ],
      [
        post('{"message":"hello","signature":"0x00"}'),
        401,
        'malformed',
        'Sign-in could not be verified',
      ],
      [post('x'.repeat(MAX_BODY_BYTES + 1)), 413, 'payload_too_large', 'Body too large'],
      [
        post('{}', { 'content-type': 'text/plain' }),
        415,
        'unsupported_media_type',
        'Send application/json',
      ],
      [fetch(`${base}/siwx/session`), 401, 'not_signed_in', 'Not signed in'],
      [
        fetch(`${base}/siwx/signout`, { method: 'POST' }),
        403,
        'cross_site',
        'Sign-out refused: send the Origin header of the page',
      ],
      [fetch(`${base}/siwx/verify`), 405, 'method_not_allowed', 'Use POST'],
      [fetch(`${base}/siwx/unknown`), 404, 'not_found', 'Not found'],
      [fetch(`${base}/siwx//nonce`), 404, 'not_found', 'Not found'],
    ]
    for (const [pending, status, code, message] of cases) {
      const response = await pending
      expect(response.status, code).toBe(status)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(await response.json()).toEqual({ error: { code, message } })
    }
    const wrongMethod = await fetch(`${base}/siwx/nonce`, { method: 'POST' })
    expect(wrongMethod.headers.get('allow')).toBe('GET')
    expect((await fetch(`${base}/siwx/nonce`)).status).toBe(200)
  })

  it('names the verification reason in snake_case (not-yet-valid as not_yet_valid)', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    const { formatSiwxMessage } = await import('../message/message.js')
    const account = privateKeyToAccount(`0x${'45'.repeat(32)}`)
    const { siwx, base } = await start()
    const message = formatSiwxMessage({
      domain: 'app.example.com',
      address: account.address,
      uri: 'https://app.example.com',
      version: '1',
      chainId: 'eip155:1',
      nonce: await siwx.issueNonce(),
      issuedAt: new Date().toISOString(),
      notBefore: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const response = await fetch(`${base}/siwx/verify`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'not_yet_valid', message: 'Sign-in could not be verified' },
    })
  })

  it('answers a failing store 500 internal_error without its text, and reports it', async () => {
    const reported: unknown[] = []
    const store = createMemorySiwxStore()
    store.addNonce = async () => {
      throw new Error('connection to db.internal:5432 refused')
    }
    const { base } = await start({ store, onError: (error) => reported.push(error) })
    const response = await fetch(`${base}/siwx/nonce`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: 'Sign-in failed on the server' },
    })
    expect(reported).toEqual([new Error('connection to db.internal:5432 refused')])
    // Paths outside basePath are still the app's.
    expect(await (await fetch(`${base}/other`)).text()).toBe('app route')
  })
})
