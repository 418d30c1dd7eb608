import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import {
  type CallResult,
  call,
  createClock,
  createRecordedMailer,
  signIn,
  tempKeys,
  testOrigins,
  useProofClock,
} from '../testing/frame-host.test-helpers.js'
import { prepareAndApprove } from './approved-rpc.test-helpers.js'

/**
 * Two frame-host instances on one PostgreSQL (README "RPC"): a request prepared on one,
 * approved on the other and sent on the first; the approval then refused on both; the
 * per-user request rate and signing velocity counted across both. personal_sign and
 * eth_chainId need no chain node, so no devnet here.
 */
const keys = tempKeys()
const engines = createTestEngines()
const mailer = createRecordedMailer()
// A clock of the test's own: fixed windows never roll over between two requests here.
const clock = createClock(Date.now())
useProofClock(clock.now)
let a: FrameHost
let b: FrameHost

beforeAll(async () => {
  const databaseUrl = await engines.freshPostgresUrl()
  const options = {
    database: { databaseUrl, poolSize: 4 },
    mail: mailer,
    keys,
    configApiUrl: testOrigins,
    now: clock.now,
    rpcLimits: {
      requests: { limit: 20, windowMs: 60_000 },
      signatures: { limit: 2, windowMs: 60_000 },
    },
  }
  ;[a, b] = await Promise.all([createFrameHost(options), createFrameHost(options)])
}, 120_000)
afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()])
  await engines.stop()
  keys.remove()
})

const chainId = 'eip155:31337'

async function newUser(email: string) {
  const token = await signIn(a.url, mailer, email)
  const me = await call(b.url, 'GET', '/v1/user', { token })
  return { token, address: me.json.user.accounts.eip155 as string }
}

function expectError(answer: CallResult, status: number, code: string, message: string) {
  expect(answer.json?.error).toEqual({ code, message })
  expect(answer.status).toBe(status)
}

describe('approvals and RPC limits across two instances on one PostgreSQL', () => {
  it('prepared on one, approved on the other, sent once; the second use is refused on both', async () => {
    const { token, address } = await newUser('shared-approval@example.com')
    const request = { chainId, method: 'personal_sign', params: ['0x6869', address] }
    const { body } = await prepareAndApprove({ prepare: a.url, approve: b.url }, token, request)
    expect(body).toBeDefined()
    const sent = await call(a.url, 'POST', '/v1/rpc', { token, body })
    expect(sent.status, sent.text).toBe(200)
    expect(sent.json.result).toMatch(/^0x[0-9a-f]{130}$/)
    for (const host of [b, a]) {
      expectError(
        await call(host.url, 'POST', '/v1/rpc', { token, body }),
        403,
        'approval_required',
        'This approval was already used: approve the request again',
      )
    }
  })

  it('the request rate of one user is counted by both instances: 429 with Retry-After', async () => {
    clock.advance(60_000)
    const { token } = await newUser('shared-rate@example.com')
    const answers: CallResult[] = []
    for (let i = 0; i < 21; i++) {
      const host = i % 2 === 0 ? a : b
      answers.push(
        await call(host.url, 'POST', '/v1/rpc', {
          token,
          body: { chainId, method: 'eth_chainId' },
        }),
      )
    }
    expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const refused = answers[20] as CallResult
    expect(refused.json.error.code).toBe('rpc_rate_limited')
    expect(refused.json.error.message).toMatch(
      /^Too many wallet requests\. Please try again after \d+ seconds$/,
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another user is not held back by this one.
    const other = await newUser('shared-rate-other@example.com')
    const theirs = await call(b.url, 'POST', '/v1/rpc', {
      token: other.token,
      body: { chainId, method: 'eth_chainId' },
    })
    expect(theirs.status).toBe(200)
  })

  it('refused requests count against the rate too: a method off the list or an unserved chain cannot be sent without limit', async () => {
    clock.advance(60_000)
    const { token } = await newUser('shared-rate-refused@example.com')
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const host = i % 2 === 0 ? a : b
      const body =
        i % 2 === 0
          ? { chainId, method: 'eth_sign', params: [] }
          : { chainId: 'eip155:999999', method: 'eth_chainId' }
      statuses.push((await call(host.url, 'POST', '/v1/rpc', { token, body })).status)
    }
    expect(statuses.every((status) => status >= 400 && status < 500 && status !== 429)).toBe(true)
    const next = await call(a.url, 'POST', '/v1/rpc', {
      token,
      body: { chainId, method: 'eth_chainId' },
    })
    expect(next.json.error.code).toBe('rpc_rate_limited')
    expect(next.status).toBe(429)
  })

  it('the signing velocity of one user is counted by both instances: the third signature is 429', async () => {
    clock.advance(60_000)
    const { token, address } = await newUser('shared-velocity@example.com')
    const sign = async (host: FrameHost, text: string) => {
      const hex = `0x${Buffer.from(text).toString('hex')}`
      const request = { chainId, method: 'personal_sign', params: [hex, address] }
      const { body } = await prepareAndApprove({ prepare: host.url }, token, request)
      return call(host.url, 'POST', '/v1/rpc', { token, body })
    }
    expect((await sign(a, 'one')).status).toBe(200)
    expect((await sign(b, 'two')).status).toBe(200)
    const third = await sign(a, 'three')
    expect(third.json.error.code).toBe('rpc_rate_limited')
    expect(third.json.error.message).toMatch(
      /^Too many signatures in a short time\. Please try again after \d+ seconds$/,
    )
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    // The next window signs again.
    clock.advance(60_000)
    expect((await sign(b, 'four')).status).toBe(200)
  })
})
