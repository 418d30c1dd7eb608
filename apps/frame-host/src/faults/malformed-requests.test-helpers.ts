import { request as httpRequest } from 'node:http'
import { DEVICE_A, frameRequest } from '../testing/frame-host.test-helpers.js'

/**
 * Bad requests to every route of frame-host: broken, wrongly typed, oversized and unknown
 * JSON, the wrong content type or method, a GET with a body, query strings of the wrong
 * shape, with and without a session. Sent over node:http (fetch cannot send a GET body),
 * a few at a time, cycling through every route × every kind of fault.
 */

/** POST routes that read a JSON body. */
const JSON_ROUTES = [
  '/v1/email/start',
  '/v1/email/device',
  '/v1/email/verify',
  '/v1/session/refresh',
  '/v1/session/sign-out',
  '/v1/session/sign-out-everywhere',
  '/v1/account/preferred-type',
  '/v1/email/update',
  '/v1/email/update/primary',
  '/v1/email/update/secondary',
  '/v1/wallet-sharing/request',
  '/v1/wallet-sharing/stop',
  '/v1/rpc/prepare',
  '/v1/rpc/approvals',
  '/v1/rpc',
  '/v1/social/start',
  '/v1/social/connect',
  '/v1/farcaster/start',
  '/v1/farcaster/poll',
]
/** POST routes of the pages a person confirms: an HTML form. */
const FORM_ROUTES = ['/v1/device/approve', '/v1/email/revert', '/v1/wallet-sharing/confirm']
/** GET routes, each with a query of the wrong shape where it reads one. */
const GET_ROUTES: readonly [path: string, badQuery: string | undefined][] = [
  ['/v1/session', undefined],
  ['/v1/user', '?chainId=not-a-chain'],
  ['/v1/smart-accounts', undefined],
  ['/frame', `?projectId=${'p'.repeat(300)}`],
  ['/frame/entry.js', undefined],
  ['/approve', undefined],
  ['/v1/social/callback', '?state=&code='],
  ['/v1/device/approve', '?token=not-hex'],
  ['/v1/email/revert', '?token=zz'],
  ['/v1/wallet-sharing/confirm', '?token[]=1'],
  ['/health', undefined],
  ['/ready', undefined],
]

type Bad = {
  method: string
  path: string
  body?: string
  contentType?: string
  /** Sent with the session's token and proof (the route's own checks come after). */
  signedIn: boolean
}

const WRONG_TYPES = JSON.stringify({
  email: 12,
  otp: [1],
  chainId: {},
  method: 5,
  params: 'x',
  refreshToken: 7,
  requestHash: false,
  provider: 1,
  uri: 2,
  channelToken: 3,
  fromProjectId: 4,
  type: 9,
})
const OVERSIZED = JSON.stringify({ email: `${'a'.repeat(17 * 1024)}@example.com` })
const DEEP = `${'['.repeat(4_000)}${']'.repeat(4_000)}`

function badRequests(): Bad[] {
  const all: Bad[] = []
  for (const signedIn of [true, false]) {
    for (const path of JSON_ROUTES) {
      const post = (body: string, contentType = 'application/json') => ({
        method: 'POST',
        path,
        body,
        contentType,
        signedIn,
      })
      all.push(
        post('{"email":'),
        post(WRONG_TYPES),
        post('[1,2,3]'),
        post(OVERSIZED),
        post('{"chainId":"eip155:31337"}', 'text/plain'),
        post('{"nope":true}'),
        post(DEEP),
        post('"just a string"'),
        { method: 'PUT', path, signedIn },
      )
    }
    for (const path of FORM_ROUTES) {
      all.push(
        { method: 'POST', path, body: '{"token":1}', contentType: 'application/json', signedIn },
        {
          method: 'POST',
          path,
          body: `token=${'f'.repeat(17 * 1024)}`,
          contentType: 'application/x-www-form-urlencoded',
          signedIn,
        },
        {
          method: 'POST',
          path,
          body: 'token=zz&token=yy&extra=1',
          contentType: 'application/x-www-form-urlencoded',
          signedIn,
        },
      )
    }
    for (const [path, badQuery] of GET_ROUTES) {
      all.push(
        { method: 'GET', path, body: '{}', contentType: 'application/json', signedIn },
        { method: 'DELETE', path, signedIn },
      )
      if (badQuery) all.push({ method: 'GET', path: path + badQuery, signedIn })
    }
  }
  return all
}

function send(
  baseUrl: string,
  token: string,
  bad: Bad,
): Promise<{ status: number; method: string; path: string }> {
  return frameRequest(baseUrl, bad.method, bad.path, {
    ...(bad.body === undefined ? {} : { raw: bad.body }),
    ...(bad.signedIn ? { token } : { device: DEVICE_A }),
    headers: bad.contentType ? { 'content-type': bad.contentType } : {},
  }).then(
    ({ headers, body, url }) =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          url,
          { method: bad.method, headers, timeout: 15_000 },
          (response) => {
            response.resume()
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, method: bad.method, path: bad.path }),
            )
          },
        )
        req.on('timeout', () => req.destroy(new Error(`${bad.method} ${bad.path} timed out`)))
        // A 413 may close the connection before the whole body is written.
        req.on('error', (error) => {
          if ((error as NodeJS.ErrnoException).code === 'EPIPE') return
          reject(error)
        })
        req.end(body)
      }),
  )
}

/** Sends `count` bad requests, 8 at a time; resolves with each answer's status. */
export async function sendMalformedRequests(
  baseUrl: string,
  token: string,
  count: number,
): Promise<{ status: number; method: string; path: string }[]> {
  const cases = badRequests()
  const answers: { status: number; method: string; path: string }[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const bad = cases[next % cases.length] as Bad
      next += 1
      answers.push(await send(baseUrl, token, bad))
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return answers
}
