/**
 * `pnpm --filter frame-host bench:load [--seconds N] [--concurrency N] [--soak] [--soak-minutes N]`
 *
 * Two frame-host processes on one real PostgreSQL (devnet's throwaway cluster of Debian's
 * `postgresql`), devnet's anvil and SMTP mailbox, all on loopback, driven by a small bounded
 * client (a fixed number of workers for a fixed time). Prints per route the requests per
 * second, p50/p99 latency and errors for logins, reads, signatures and sends, checks every
 * accepted send is on chain once with consecutive nonces, and prints the physical limits
 * beside them: noble's raw secp256k1 signing rate and PostgreSQL's round trip.
 * `--soak` runs the same mix for 10 minutes (or --soak-minutes) sampling each process's RSS
 * and the pool's connections every 10 s. Not part of CI.
 *
 * How the signing figures are taken. The goal lines are as they were: the signing calls per
 * second of the signatures phase (at --concurrency workers) against noble's raw rate on one
 * core, and the p99 where the concurrency sweep peaks. The load client runs on the same
 * cores as the instances and PostgreSQL (its ceiling on GET /health is printed), and so does
 * whatever else the machine runs, so beside them the bench prints what a signature costs
 * the servers alone: the CPU of both instances (their process metric) and of PostgreSQL
 * (its processes' time from /proc, ended backends included) per signature, and the
 * signatures per CPU-second that makes, against raw signing per core. That line is not the
 * goal; it says how far the server side is from it whatever shares the machine. "signature
 * p99 at this load" is the signing calls' p99 in the signatures phase (before, it was read
 * after the sweep and so was the sweep's last step, 16 workers). When the sweep's throughput
 * is flat, the peak falls on any of its steps by noise; the fewest workers within 5 % of the
 * peak, and their p99, are printed beside it. Raw signing is the best of ten 200 ms
 * windows (it was one 2 s run, which other work on the machine could halve): the
 * goal's reference can only be higher for it.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { EVM_CHAIN_ID, startDevnet, startPostgresServer } from '@keyway/devnet'
import { secp256k1 } from '@noble/curves/secp256k1'
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
import { openDatabase } from '../src/db/database.js'
import { migrate } from '../src/db/migrations.js'
import { loadOrCreateKekFile } from '../src/keys/local-file-key-provider.js'
import {
  type Instance,
  mailedCode,
  metric,
  startInstance,
} from '../src/testing/faults.test-helpers.js'
import {
  type CallOptions,
  type CallResult,
  call,
  rememberTokenDevice,
} from '../src/testing/frame-host.test-helpers.js'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    users: { type: 'string', default: '8' },
    soak: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '10' },
    // Writes each instance's V8 CPU profile (node --cpu-prof) into this folder on exit.
    'cpu-prof-dir': { type: 'string' },
  },
})
const SECONDS = Number(args.seconds)
const CONCURRENCY = Number(args.concurrency)
const USERS = Number(args.users)
const chainId = `eip155:${EVM_CHAIN_ID}`

// ---- measuring --------------------------------------------------------------------------

type RouteStats = { latencies: number[]; errors: number; statuses: Map<number, number> }
const stats = new Map<string, RouteStats>()

function record(route: string, ms: number, status: number) {
  let s = stats.get(route)
  if (!s) {
    s = { latencies: [], errors: 0, statuses: new Map() }
    stats.set(route, s)
  }
  s.latencies.push(ms)
  if (status < 200 || status >= 300) s.errors += 1
  s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1)
}

async function timed(
  route: string,
  url: string,
  method: string,
  path: string,
  options: CallOptions,
): Promise<CallResult> {
  const started = performance.now()
  try {
    const answer = await call(url, method, path, options)
    record(route, performance.now() - started, answer.status)
    return answer
  } catch (error) {
    record(route, performance.now() - started, 0)
    throw error
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number)

/** Runs `work` on `concurrency` workers for `seconds`; resolves with the elapsed seconds. */
async function drive(
  seconds: number,
  concurrency: number,
  work: (worker: number) => Promise<void>,
) {
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < until) {
        await work(worker).catch(() => {})
      }
    }),
  )
  return (performance.now() - started) / 1000
}

function printTable(title: string, routes: string[], seconds: number, workers = CONCURRENCY) {
  console.log(`\n${title} (${seconds.toFixed(1)} s, ${workers} workers)`)
  console.log(
    'route'.padEnd(34),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    ' statuses',
  )
  for (const route of routes) {
    const s = stats.get(route)
    if (!s) continue
    const sorted = [...s.latencies].sort((x, y) => x - y)
    const statuses = [...s.statuses].map(([k, v]) => `${k}:${v}`).join(' ')
    console.log(
      route.padEnd(34),
      (s.latencies.length / seconds).toFixed(1).padStart(8),
      quantile(sorted, 0.5).toFixed(1).padStart(8),
      quantile(sorted, 0.99).toFixed(1).padStart(8),
      String(s.errors).padStart(7),
      ` ${statuses}`,
    )
  }
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** A process's parent and CPU seconds, its own and its ended children's (/proc/<pid>/stat). */
function procStat(pid: number): { ppid: number; cpu: number } {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // After "pid (comm) ": state, ppid, … utime is the 12th of these, then stime, cutime, cstime.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
  return { ppid: Number(fields[1]), cpu: ticks / CLOCK_TICKS }
}

/** CPU seconds of a PostgreSQL server so far: the postmaster with its ended backends, and the live ones. */
function postgresCpuSeconds(postmaster: number): number {
  let total = procStat(postmaster).cpu
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue
    try {
      const stat = procStat(Number(entry))
      if (stat.ppid === postmaster) total += stat.cpu
    } catch {
      // The process ended meanwhile: its time is now the postmaster's.
    }
  }
  return total
}

// ---- the system under load ---------------------------------------------------------------

const folder = mkdtempSync(join(tmpdir(), 'frame-host-bench-'))
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`)
const [devnet, pg] = await Promise.all([
  startDevnet({ ports: 'free', accountAbstraction: false }),
  startPostgresServer(),
])
const instances: Instance[] = []
try {
  const db = await openDatabase({ databaseUrl: pg.connectionString, poolSize: 2 })
  await migrate(db)
  const kekFile = join(folder, 'kek')
  await loadOrCreateKekFile(kekFile)
  const frameEntry = join(folder, 'entry.js')
  writeFileSync(frameEntry, '/* prebuilt */\n')
  const env = {
    DATABASE_URL: pg.connectionString,
    DATABASE_POOL_SIZE: '10',
    KEK_FILE: kekFile,
    SMTP_URL: devnet.urls.smtp,
    CONFIG_API_URL: devnet.urls.configApi,
    CHAIN_RPC_URLS: JSON.stringify({ [chainId]: devnet.urls.evmRpc }),
    FRAME_ENTRY: frameEntry,
    // Load from one loopback address: logins get a client address each (X-Forwarded-For),
    // and the per-user limits are raised so the benchmark measures the server, not them.
    TRUST_PROXY: '1',
    RPC_RATE_LIMIT: '1000000/60',
    RPC_SIGNING_LIMIT: '1000000/60',
    // Production's level: a JSON line per request is part of what is measured.
    LOG_LEVEL: 'info',
  }
  const profileDir = args['cpu-prof-dir']
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  instances.push(
    ...(await Promise.all([
      startInstance(env, { keepOutput: false, nodeArgs }),
      startInstance(env, { keepOutput: false, nodeArgs }),
    ])),
  )
  const [a, b] = instances as [Instance, Instance]
  const hosts = [a.url, b.url]
  let ipCounter = 0
  const nextIp = () => {
    ipCounter += 1
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
  }

  // Users: signed in once, each with a funded wallet.
  let emailCounter = 0
  async function login(url: string): Promise<string> {
    emailCounter += 1
    const email = `bench-${process.pid}-${emailCounter}@example.com`
    const device = `bench-device-${emailCounter}-0123456789`
    const headers = { 'x-forwarded-for': nextIp() }
    const start = await timed('POST /v1/email/start', url, 'POST', '/v1/email/start', {
      body: { email },
      device,
      headers,
    })
    if (start.status !== 200) throw new Error(start.text)
    await timed('POST /v1/email/device', url, 'POST', '/v1/email/device', {
      body: { email },
      device,
      headers,
    })
    const otp = await mailedCode(devnet.urls.mailbox, email)
    const verify = await timed('POST /v1/email/verify', url, 'POST', '/v1/email/verify', {
      body: { email, otp },
      device,
      headers,
    })
    if (verify.status !== 200) throw new Error(verify.text)
    rememberTokenDevice(verify.json.token, device)
    return verify.json.token as string
  }
  const users: { token: string; address: Address }[] = []
  for (let i = 0; i < USERS; i++) {
    const token = await login(hosts[i % 2] as string)
    const me = await call(a.url, 'GET', '/v1/user', { token })
    users.push({ token, address: me.json.user.accounts.eip155 })
  }
  const funder = createWalletClient({
    account: privateKeyToAccount(devnet.accounts.evm[0]?.privateKey as Hex),
    transport: http(devnet.urls.evmRpc),
  })
  const chain = createPublicClient({ transport: http(devnet.urls.evmRpc) })
  for (const user of users) {
    const hash = await funder.sendTransaction({
      chain: null,
      to: user.address,
      value: parseEther('10'),
    })
    await chain.waitForTransactionReceipt({ hash })
  }
  stats.clear()

  // ---- the physical limits ---------------------------------------------------------------
  // Raw signing in ten windows of 200 ms, the best of them taken: other work on the machine
  // (other processes, the instances' timers) only ever lowers a window's rate, so the best
  // window is the closest to what one core signs (one 2 s run read 482/s to 2,170/s from run
  // to run on a busy machine).
  const key = secp256k1.utils.randomPrivateKey()
  const digest = new Uint8Array(32).fill(7)
  const windows: number[] = []
  for (let w = 0; w < 10; w++) {
    let count = 0
    const started = performance.now()
    while (performance.now() - started < 200) {
      digest[0] = count & 255
      digest[1] = w
      secp256k1.sign(digest, key)
      count += 1
    }
    windows.push(count / ((performance.now() - started) / 1000))
  }
  windows.sort((x, y) => x - y)
  const rawRate = windows.at(-1) as number
  const rawMedian = quantile(windows, 0.5)
  const trips: number[] = []
  for (let i = 0; i < 1_000; i++) {
    const t = performance.now()
    await db.query('SELECT 1')
    trips.push(performance.now() - t)
  }
  trips.sort((x, y) => x - y)
  // The PostgreSQL server's own CPU (every backend and the postmaster), for the cost of a
  // signature on the server side: the instances' metric alone leaves PostgreSQL out.
  const { rows: backend } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  const postmaster = procStat(Number(backend[0]?.pid)).ppid
  await db.close()

  // ---- the mix ---------------------------------------------------------------------------
  /** The frame's prepare and Approve steps, each timed; the body POST /v1/rpc then takes. */
  async function prepared(
    url: string,
    token: string,
    request: { chainId: string; method: string; params: unknown[] },
  ) {
    const prepare = await timed('POST /v1/rpc/prepare', url, 'POST', '/v1/rpc/prepare', {
      token,
      body: request,
    })
    if (prepare.status !== 200) return undefined
    const approval = await timed('POST /v1/rpc/approvals', url, 'POST', '/v1/rpc/approvals', {
      token,
      body: { requestHash: prepare.json.requestHash },
    })
    if (approval.status !== 200) return undefined
    return { ...request, params: prepare.json.request, approval: approval.json.approval }
  }
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T
  const SIGNATURE = 'signature (prepare+approve+sign)'
  const phases: [string, string[], (worker: number) => Promise<void>][] = [
    [
      'logins (email start, device, verify with the mailbox code)',
      ['POST /v1/email/start', 'POST /v1/email/device', 'POST /v1/email/verify'],
      async (w) => {
        await login(pick(hosts, w))
      },
    ],
    [
      'reads',
      ['GET /v1/user', 'POST /v1/rpc eth_blockNumber'],
      async (w) => {
        const { token } = pick(users, w)
        const url = pick(hosts, w + 1)
        await timed('GET /v1/user', url, 'GET', '/v1/user', { token })
        await timed('POST /v1/rpc eth_blockNumber', url, 'POST', '/v1/rpc', {
          token,
          body: { chainId, method: 'eth_blockNumber' },
        })
      },
    ],
    [
      'signatures (prepare, approve, sign)',
      [
        'POST /v1/rpc/prepare',
        'POST /v1/rpc/approvals',
        'POST /v1/rpc personal_sign',
        'POST /v1/rpc eth_signTypedData_v4',
        SIGNATURE,
      ],
      async (w) => {
        const started = performance.now()
        const user = pick(users, w)
        const url = pick(hosts, w)
        const typed = w % 2 === 1
        const request = typed
          ? {
              chainId,
              method: 'eth_signTypedData_v4',
              params: [
                user.address,
                JSON.stringify({
                  types: {
                    EIP712Domain: [
                      { name: 'name', type: 'string' },
                      { name: 'chainId', type: 'uint256' },
                    ],
                    Note: [{ name: 'n', type: 'uint256' }],
                  },
                  primaryType: 'Note',
                  domain: { name: 'bench', chainId: EVM_CHAIN_ID },
                  message: { n: w },
                }),
              ],
            }
          : { chainId, method: 'personal_sign', params: ['0x62656e6368', user.address] }
        const body = await prepared(url, user.token, request)
        if (!body) return
        const signed = await timed(`POST /v1/rpc ${request.method}`, url, 'POST', '/v1/rpc', {
          token: user.token,
          body,
        })
        // A signature through the API is the three calls: timed also as one.
        record(SIGNATURE, performance.now() - started, signed.status)
      },
    ],
  ]
  const sigRoutes = ['POST /v1/rpc personal_sign', 'POST /v1/rpc eth_signTypedData_v4']
  /**
   * The instances' own CPU time per HTTP request over a phase: unlike req/s it hardly moves
   * when something else on the machine takes the cores, so runs compare.
   */
  const serverCpuSeconds = async () =>
    (
      await Promise.all(instances.map((i) => metric(i, 'frame_host_process_cpu_seconds_total')))
    ).reduce((x, y) => x + y, 0)
  const printServerCpu = (cpuSeconds: number, routes: string[]) => {
    const requests = routes
      .filter((r) => r !== SIGNATURE)
      .reduce((n, r) => n + (stats.get(r)?.latencies.length ?? 0), 0)
    console.log(
      `server CPU (both instances): ${((1000 * cpuSeconds) / Math.max(1, requests)).toFixed(2)} ms per request`,
    )
  }
  /**
   * What one signature (its three calls) cost the servers in CPU: both instances and
   * PostgreSQL, the client left out. Per CPU-second it compares with raw signing on one core
   * whatever else runs on the machine (other work, the client itself).
   */
  const signatureCost = (frameHostSeconds: number, postgresSeconds: number, signatures: number) => {
    const ms = (1000 * (frameHostSeconds + postgresSeconds)) / Math.max(1, signatures)
    console.log(
      `server CPU per signature (3 calls): frame-host ${((1000 * frameHostSeconds) / Math.max(1, signatures)).toFixed(2)} ms + PostgreSQL ${((1000 * postgresSeconds) / Math.max(1, signatures)).toFixed(2)} ms = ${ms.toFixed(2)} ms → ${(1000 / ms).toFixed(0)} signatures per CPU-second`,
    )
    return 1000 / ms
  }
  let signingPerSecond = 0
  let signingP99 = Number.NaN
  let signaturesPerCpuSecond = 0
  for (const [title, routes, work] of phases) {
    for (const route of routes) stats.delete(route)
    const cpuBefore = await serverCpuSeconds()
    const pgBefore = postgresCpuSeconds(postmaster)
    const seconds = await drive(SECONDS, CONCURRENCY, work)
    printTable(title, routes, seconds)
    const cpu = (await serverCpuSeconds()) - cpuBefore
    printServerCpu(cpu, routes)
    if (title.startsWith('signatures')) {
      const signed = sigRoutes.flatMap((r) => stats.get(r)?.latencies ?? []).sort((x, y) => x - y)
      signingPerSecond = signed.length / seconds
      signingP99 = quantile(signed, 0.99)
      signaturesPerCpuSecond = signatureCost(
        cpu,
        postgresCpuSeconds(postmaster) - pgBefore,
        signed.length,
      )
    }
  }

  // Sends: every user's account at once, and user 0's account from both instances at once.
  const before = await Promise.all(
    users.map((u) => chain.getTransactionCount({ address: u.address })),
  )
  const accepted = users.map(() => [] as Hex[])
  const sendRoutes = [
    'POST /v1/rpc/prepare',
    'POST /v1/rpc/approvals',
    'POST /v1/rpc eth_sendTransaction',
  ]
  for (const route of sendRoutes) stats.delete(route)
  const sendCpuBefore = await serverCpuSeconds()
  const sendSeconds = await drive(SECONDS, CONCURRENCY, async (w) => {
    // Workers 0 and 1 share user 0 through both instances; the rest take a user each.
    const index = w < 2 ? 0 : 1 + ((w - 2) % (users.length - 1))
    const user = users[index] as (typeof users)[number]
    const url = pick(hosts, w)
    const body = await prepared(url, user.token, {
      chainId,
      method: 'eth_sendTransaction',
      params: [{ from: user.address, to: devnet.accounts.evm[3]?.address, value: numberToHex(1) }],
    })
    if (!body) return
    const answer = await timed('POST /v1/rpc eth_sendTransaction', url, 'POST', '/v1/rpc', {
      token: user.token,
      body,
    })
    if (answer.status === 200) accepted[index]?.push(answer.json.result as Hex)
  })
  printTable(
    'sends (transfers to anvil; one account from both instances at once)',
    sendRoutes,
    sendSeconds,
  )
  printServerCpu((await serverCpuSeconds()) - sendCpuBefore, sendRoutes)
  let lost = 0
  let duplicated = 0
  let gaps = 0
  for (const [i, user] of users.entries()) {
    const hashes = accepted[i] ?? []
    const nonces: number[] = []
    for (const hash of hashes) {
      const receipt = await chain
        .waitForTransactionReceipt({ hash, timeout: 30_000 })
        .catch(() => undefined)
      if (!receipt) {
        lost += 1
        continue
      }
      nonces.push((await chain.getTransaction({ hash })).nonce)
    }
    nonces.sort((x, y) => x - y)
    duplicated += nonces.length - new Set(nonces).size
    const after = await chain.getTransactionCount({ address: user.address })
    // Every accepted send on chain once and nothing else sent: the nonce moved by exactly that.
    if (after - (before[i] ?? 0) !== hashes.length) gaps += 1
    for (let k = 1; k < nonces.length; k++)
      if ((nonces[k] as number) !== (nonces[k - 1] as number) + 1) gaps += 1
  }
  const sent = accepted.reduce((n, list) => n + list.length, 0)

  // What the client itself can drive: the same proof signing and fetch on a route that does
  // nothing. Every figure above shares this machine's cores with the client.
  stats.delete('GET /health')
  const healthSeconds = await drive(SECONDS, CONCURRENCY, async (w) => {
    await timed('GET /health', pick(hosts, w), 'GET', '/health', {})
  })
  printTable(
    'client ceiling (same client and proofs, a route that does nothing)',
    ['GET /health'],
    healthSeconds,
  )

  // Signatures at rising concurrency: where throughput peaks, and the latency there.
  const signatureWork = phases[2]?.[2] as (w: number) => Promise<void>
  const sweep: { workers: number; perSecond: number; p99: number; callP99: number }[] = []
  console.log('\nsignatures by concurrency (a signature: prepare, approve, sign)')
  console.log(
    'workers'.padStart(8),
    'sig/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'sign-call p99'.padStart(14),
  )
  for (const workers of [1, 2, 4, 8, 16, 32].filter((n) => n <= Math.max(CONCURRENCY, 1))) {
    for (const route of [...sigRoutes, SIGNATURE]) stats.delete(route)
    const seconds = await drive(SECONDS, workers, signatureWork)
    const whole = [...(stats.get(SIGNATURE)?.latencies ?? [])].sort((x, y) => x - y)
    const calls = sigRoutes.flatMap((r) => stats.get(r)?.latencies ?? []).sort((x, y) => x - y)
    const row = {
      workers,
      perSecond: whole.length / seconds,
      p99: quantile(whole, 0.99),
      callP99: quantile(calls, 0.99),
    }
    sweep.push(row)
    console.log(
      String(workers).padStart(8),
      row.perSecond.toFixed(1).padStart(8),
      quantile(whole, 0.5).toFixed(1).padStart(8),
      row.p99.toFixed(1).padStart(8),
      row.callP99.toFixed(1).padStart(14),
    )
  }
  const peak = sweep.reduce<(typeof sweep)[number] | undefined>(
    (best, row) => (!best || row.perSecond > best.perSecond ? row : best),
    undefined,
  )

  console.log('\nphysical limits (same run)')
  console.log(
    `noble secp256k1 raw signing: ${rawRate.toFixed(0)} signatures/s (one core, the best of ten 200 ms windows; median ${rawMedian.toFixed(0)})`,
  )
  console.log(
    `PostgreSQL round trip (SELECT 1): p50 ${quantile(trips, 0.5).toFixed(2)} ms, p99 ${quantile(trips, 0.99).toFixed(2)} ms`,
  )
  console.log('\ngoals')
  console.log(
    `signing through the HTTP API: ${signingPerSecond.toFixed(1)}/s = ${((100 * signingPerSecond) / rawRate).toFixed(2)} % of raw (goal ≥ 50 %)`,
  )
  // The signing call's p99 in the signatures phase above (at --concurrency workers).
  console.log(
    `signature p99 at this load (${CONCURRENCY} workers): ${signingP99.toFixed(1)} ms (goal < 100 ms)`,
  )
  console.log(
    `server side only (both instances and PostgreSQL, not the client): ${signaturesPerCpuSecond.toFixed(0)} signatures per CPU-second = ${((100 * signaturesPerCpuSecond) / rawRate).toFixed(2)} % of raw signing per core`,
  )
  if (peak) {
    console.log(
      `at the peak (${peak.workers} workers): ${peak.perSecond.toFixed(1)} signatures/s = ${((100 * peak.perSecond) / rawRate).toFixed(2)} % of raw; p99 ${peak.p99.toFixed(1)} ms for the three calls, ${peak.callP99.toFixed(1)} ms for the signing call (goal < 100 ms)`,
    )
    // Once throughput stops rising, more workers only queue: where the plateau begins says
    // more than its noisiest point. Printed beside the goal's line, not instead of it.
    const knee = sweep.find((row) => row.perSecond >= 0.95 * peak.perSecond)
    if (knee && knee !== peak) {
      console.log(
        `where throughput first comes within 5 % of the peak (${knee.workers} workers): ${knee.perSecond.toFixed(1)} signatures/s; p99 ${knee.p99.toFixed(1)} ms for the three calls, ${knee.callP99.toFixed(1)} ms for the signing call`,
      )
    }
  }
  console.log(
    `sends accepted ${sent}: lost ${lost}, duplicated ${duplicated}, accounts with a nonce gap ${gaps} (goal 0, 0, 0)`,
  )

  if (args.soak) {
    const minutes = Number(args['soak-minutes'])
    console.log(`\nsoak: the read and signature mix for ${minutes} min, sampled every 10 s`)
    const samples: { t: number; rss: number[]; pool: number[] }[] = []
    const sampler = setInterval(async () => {
      const rss = await Promise.all(
        instances.map((i) => metric(i, 'frame_host_process_resident_memory_bytes')),
      )
      const pool = await Promise.all(
        instances.map((i) => metric(i, 'frame_host_db_pool_connections{state="total"}')),
      )
      samples.push({ t: samples.length * 10, rss, pool })
      console.log(
        `t=${samples.length * 10}s rss MB ${rss.map((r) => (r / 2 ** 20).toFixed(0)).join('/')} pool ${pool.join('/')}`,
      )
    }, 10_000)
    const mix = phases.slice(1).map(([, , work]) => work)
    // Workers in pairs per kind (0-1 reads, 2-3 signatures, …): each kind picks its instance
    // from the worker number, so a pair covers both. (By w % 2 every reader took instance 2
    // and so did every signer: instance 1 sat idle through the soak.)
    await drive(minutes * 60, CONCURRENCY, (w) =>
      (mix[Math.floor(w / 2) % mix.length] as (w: number) => Promise<void>)(w),
    )
    clearInterval(sampler)
    const warm = samples.find((s) => s.t >= 60) ?? samples[0]
    const last = samples.at(-1)
    if (warm && last) {
      for (const [i] of instances.entries()) {
        const growth = ((last.rss[i] as number) - (warm.rss[i] as number)) / (warm.rss[i] as number)
        console.log(
          `instance ${i + 1}: RSS growth past warm-up ${(growth * 100).toFixed(1)} % (goal < 10 %), pool ${warm.pool[i]} → ${last.pool[i]}`,
        )
      }
    }
  }
} finally {
  await Promise.allSettled(instances.map((i) => i.stop()))
  await Promise.allSettled([pg.stop(), devnet.stop()])
  rmSync(folder, { recursive: true, force: true })
}
