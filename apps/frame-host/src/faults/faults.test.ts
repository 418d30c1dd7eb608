import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Devnet,
  EVM_CHAIN_ID,
  type PostgresServer,
  startDevnet,
  startPostgresServer,
} from '@keyway/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { loadOrCreateKekFile } from '../keys/local-file-key-provider.js'
import { frameRpc, prepareAndApprove } from '../rpc/approved-rpc.test-helpers.js'
import {
  type Instance,
  mailedCode,
  metric,
  startChainRelay,
  startInstance,
  startTcpRelay,
} from '../testing/faults.test-helpers.js'
import { call, DEVICE_A, rememberTokenDevice } from '../testing/frame-host.test-helpers.js'
import { sendMalformedRequests } from './malformed-requests.test-helpers.js'

/**
 * frame-host in production shape, under faults: two real processes (`npm start`) on one
 * PostgreSQL server, mail through a relay to devnet's SMTP mailbox, each instance's chain
 * calls through a relay to anvil, so the test can take each service away. One file with one
 * setup: the faults run in turn, the SIGKILL last, and the log scan reads both processes'
 * whole output at the end.
 */
const chainId = `eip155:${EVM_CHAIN_ID}`
const folder = mkdtempSync(join(tmpdir(), 'frame-host-faults-'))
let devnet: Devnet
let pg: PostgresServer
let databaseUrl: string
let smtp: Awaited<ReturnType<typeof startTcpRelay>>
let chainA: Awaited<ReturnType<typeof startChainRelay>>
let chainB: Awaited<ReturnType<typeof startChainRelay>>
let a: Instance
let b: Instance
let token: string
let account: Address
const emails: string[] = []
const codes: string[] = []
const secrets: string[] = []

async function signInOn(
  url: string,
  email: string,
): Promise<{ token: string; refreshToken: string }> {
  emails.push(email)
  const start = await call(url, 'POST', '/v1/email/start', { body: { email }, device: DEVICE_A })
  if (start.status !== 200) throw new Error(`start: ${start.text}`)
  await call(url, 'POST', '/v1/email/device', { body: { email }, device: DEVICE_A })
  const otp = await mailedCode(devnet.urls.mailbox, email)
  codes.push(otp)
  const verify = await call(url, 'POST', '/v1/email/verify', {
    body: { email, otp },
    device: DEVICE_A,
  })
  if (verify.status !== 200) throw new Error(`verify: ${verify.text}`)
  rememberTokenDevice(verify.json.token, DEVICE_A)
  secrets.push(verify.json.token, verify.json.refreshToken)
  return verify.json
}

const transfer = (value: number) => ({
  chainId,
  method: 'eth_sendTransaction',
  params: [{ from: account, to: devnet.accounts.evm[2]?.address, value: numberToHex(value) }],
})

beforeAll(async () => {
  ;[devnet, pg] = await Promise.all([
    startDevnet({ ports: 'free', accountAbstraction: false }),
    startPostgresServer(),
  ])
  databaseUrl = pg.connectionString
  // The deploy's migrate step, then two instances that share one KEK, as a team runs them.
  const db = await openDatabase({ databaseUrl })
  await migrate(db)
  await db.close()
  const kekFile = join(folder, 'kek')
  await loadOrCreateKekFile(kekFile)
  const frameEntry = join(folder, 'entry.js')
  writeFileSync(frameEntry, '/* a prebuilt frame script */\n')
  const mailbox = new URL(devnet.urls.smtp)
  smtp = await startTcpRelay({ host: mailbox.hostname, port: Number(mailbox.port) })
  ;[chainA, chainB] = await Promise.all([
    startChainRelay(devnet.urls.evmRpc),
    startChainRelay(devnet.urls.evmRpc),
  ])
  const env = (chain: string) => ({
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '6',
    KEK_FILE: kekFile,
    SMTP_URL: `smtp://${smtp.url}`,
    CONFIG_API_URL: devnet.urls.configApi,
    CHAIN_RPC_URLS: JSON.stringify({ [chainId]: chain }),
    CHAIN_TIMEOUT_MS: '1500',
    SHUTDOWN_TIMEOUT_MS: '3000',
    FRAME_ENTRY: frameEntry,
  })
  ;[a, b] = await Promise.all([startInstance(env(chainA.url)), startInstance(env(chainB.url))])
  ;({ token } = await signInOn(a.url, 'faults-owner@example.com'))
  account = (await call(b.url, 'GET', '/v1/user', { token })).json.user.accounts.eip155
  const funder = createWalletClient({
    account: privateKeyToAccount(devnet.accounts.evm[0]?.privateKey as Hex),
    transport: http(devnet.urls.evmRpc),
  })
  const funding = await funder.sendTransaction({ chain: null, to: account, value: parseEther('1') })
  await createPublicClient({ transport: http(devnet.urls.evmRpc) }).waitForTransactionReceipt({
    hash: funding,
  })
}, 240_000)
afterAll(async () => {
  await Promise.allSettled([a?.kill(), b?.kill()])
  await Promise.allSettled([smtp?.down(), chainA?.stop(), chainB?.stop()])
  await Promise.allSettled([pg?.stop(), devnet?.stop()])
  rmSync(folder, { recursive: true, force: true })
})

const chain = () => createPublicClient({ transport: http(devnet.urls.evmRpc) })

describe('faults', () => {
  it('SMTP down: the start says the code could not be sent, keeps nothing half made, and works once SMTP is back', async () => {
    const email = 'faults-smtp@example.com'
    emails.push(email)
    await smtp.down()
    const failed = await call(a.url, 'POST', '/v1/email/start', {
      body: { email },
      device: DEVICE_A,
    })
    expect(failed).toMatchObject({
      status: 502,
      json: {
        error: { code: 'mail_failed', message: 'The email could not be sent. Please try again' },
      },
    })
    const db = await openDatabase({ databaseUrl })
    try {
      const left = await db.query<{ codes: number; throttles: number }>(
        `SELECT (SELECT count(*)::int FROM otp_codes WHERE email = $1) AS codes,
                (SELECT count(*)::int FROM login_throttle WHERE email = $1) AS throttles`,
        [email],
      )
      expect(left.rows[0]).toEqual({ codes: 0, throttles: 0 })
    } finally {
      await db.close()
    }
    await smtp.up()
    // At once, on the other instance: no 30 s wait left behind by the failed start.
    const session = await signInOn(b.url, email)
    expect(session.token).toEqual(expect.any(String))
  })

  it('chain node slow, then down: sends fail with the typed error after the timeout and leave nothing locked', async () => {
    const slow = await prepareAndApprove({ prepare: a.url }, token, transfer(11))
    const gone = await prepareAndApprove({ prepare: a.url }, token, transfer(12))
    chainA.setMode('hang')
    const started = Date.now()
    const timedOut = await call(a.url, 'POST', '/v1/rpc', { token, body: slow.body })
    expect(timedOut).toMatchObject({ status: 504, json: { error: { code: 'chain_timeout' } } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400)
    expect(Date.now() - started).toBeLessThan(6_000)
    chainA.setMode('down')
    const down = await call(a.url, 'POST', '/v1/rpc', { token, body: gone.body })
    expect(down).toMatchObject({ status: 502, json: { error: { code: 'chain_unavailable' } } })
    expect(await metric(a, 'frame_host_send_queue{measure="sends"}')).toBe(0)
    chainA.setMode('pass')
    // The account's lock is free on both instances: a send through each goes at once.
    for (const instance of [b, a]) {
      const sent = Date.now()
      const answer = await frameRpc(instance.url, token, transfer(13))
      expect(answer.status, answer.text).toBe(200)
      expect(Date.now() - sent).toBeLessThan(5_000)
    }
  })

  it('PostgreSQL restarts while requests run: they fail with a clear 503, and both instances serve again within 5 s, same processes', async () => {
    const pids = [a.child.pid, b.child.pid]
    let running = true
    const answers: { status: number; code?: string; message?: string }[] = []
    const loop = async (url: string) => {
      while (running) {
        const answer = await call(url, 'GET', '/v1/user', { token }).catch(() => undefined)
        if (answer) {
          answers.push({
            status: answer.status,
            code: answer.json?.error?.code,
            message: answer.json?.error?.message,
          })
        }
      }
    }
    const loops = [loop(a.url), loop(b.url), loop(a.url), loop(b.url)]
    // Requests are running (answered) when PostgreSQL goes away.
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(4)
    await pg.restart({ downMs: 1_000 })
    const back = Date.now()
    const readyAfter = await Promise.all(
      [a, b].map(async (instance) => {
        for (;;) {
          const ready = await fetch(`${instance.url}/ready`).catch(() => undefined)
          if (ready?.status === 200) return Date.now() - back
          if (Date.now() - back > 10_000) return Number.POSITIVE_INFINITY
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }),
    )
    for (const ms of readyAfter) expect(ms).toBeLessThan(5_000)
    // Both ready: requests are answered again (a few, from the loops still running).
    const readyAt = answers.length
    await expect
      .poll(() => answers.slice(readyAt).filter((answer) => answer.status === 200).length)
      .toBeGreaterThanOrEqual(4)
    running = false
    await Promise.all(loops)
    const failed = answers.filter((answer) => answer.status !== 200)
    expect(failed.length).toBeGreaterThan(0)
    for (const answer of failed) {
      expect(answer).toEqual({
        status: 503,
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again',
      })
    }
    expect(answers.at(-1)?.status).toBe(200)
    expect([a.child.pid, b.child.pid]).toEqual(pids)
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null])
  })

  it('1,000 malformed, oversized or wrongly typed requests across every route get 4xx; answers and memory are unchanged', async () => {
    const before = await call(a.url, 'GET', '/v1/user', { token })
    // A first round warms every route's code, so the memory compared is the steady one.
    await sendMalformedRequests(a.url, token, 100)
    const rssBefore = await metric(a, 'frame_host_process_resident_memory_bytes')
    const answers = await sendMalformedRequests(a.url, token, 1_000)
    expect(answers.length).toBe(1_000)
    expect(answers.filter((answer) => answer.status < 400 || answer.status >= 500)).toEqual([])
    const rssAfter = await metric(a, 'frame_host_process_resident_memory_bytes')
    expect(rssAfter - rssBefore).toBeLessThan(48 * 1024 * 1024)
    const after = await call(a.url, 'GET', '/v1/user', { token })
    expect(after.json).toEqual(before.json)
    expect((await call(a.url, 'GET', '/ready')).json).toEqual({ ready: true })
  })

  it('an instance SIGKILLed mid-send: the send is on chain once, the client gets an error, the other instance goes on with the next nonce', async () => {
    const approved = await prepareAndApprove({ prepare: a.url }, token, transfer(21))
    chainA.setMode('hang-after-send')
    const reached = chainA.nextSent()
    const answer = call(a.url, 'POST', '/v1/rpc', { token, body: approved.body }).then(
      (r) => r.status,
      () => 'connection lost',
    )
    const hash = (await reached) as Hex
    await a.kill()
    // Never a silent success: the client learns the request did not finish.
    expect(await answer).toBe('connection lost')
    const first = await chain().waitForTransactionReceipt({ hash })
    expect(first.status).toBe('success')
    const killedNonce = (await chain().getTransaction({ hash })).nonce
    const started = Date.now()
    const next = await frameRpc(b.url, token, transfer(22))
    expect(next.status, next.text).toBe(200)
    expect(Date.now() - started).toBeLessThan(5_000)
    const nextHash = next.json.result as Hex
    await chain().waitForTransactionReceipt({ hash: nextHash })
    expect((await chain().getTransaction({ hash: nextHash })).nonce).toBe(killedNonce + 1)
    // Every send of the test is on chain once: the account's nonce counts them exactly.
    expect(await chain().getTransactionCount({ address: account })).toBe(killedNonce + 2)
  })

  it('the logs of both processes hold no email, code, token or signature, and a SIGTERM stop exits 0', async () => {
    const signed = await frameRpc(b.url, token, {
      chainId,
      method: 'personal_sign',
      params: ['0x6661756c7473', account],
    })
    expect(signed.status, signed.text).toBe(200)
    secrets.push(signed.json.result)
    expect(await b.stop()).toBe(0)
    const logs = a.output() + b.output()
    const lines = logs.split('\n').filter((line) => line.startsWith('{'))
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(1_000)
    for (const value of [...emails, ...codes, ...secrets]) expect(logs).not.toContain(value)
    expect(logs).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/)
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./)
    expect(logs).not.toMatch(/0x[0-9a-fA-F]{130}/)
  })
})
