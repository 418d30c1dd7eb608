import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { base64url, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import type { Mailer, OutgoingMail } from '../mail/mailer.js'
import type { OriginsSource } from '../server/origins.js'

/**
 * Test helpers: a mailer that keeps what it would send (the SMTP path has its own test
 * against devnet's mailbox), a hand-moved clock, and a small client for the HTTP API that
 * calls it as the frame does: project and parent-origin headers, and a DPoP proof by the
 * device's own non-extractable P-256 key (jose) on every call (README "Sessions").
 */

/** devnet's test project and one of its allowed origins (apps/devnet/projects.json). */
export const TEST_PROJECT = 'keyway-test'
export const TEST_ORIGIN = 'http://localhost'
/** A second project, with an origin of its own, for the tests of project isolation. */
export const OTHER_PROJECT = 'keyway-other'
export const OTHER_ORIGIN = 'http://other.localhost'

/** What a frame of TEST_PROJECT at TEST_ORIGIN sends (createFrameApi's `frame`). */
export const TEST_FRAME = { projectId: TEST_PROJECT, parentOrigin: TEST_ORIGIN }

/** The allowed origins of TEST_PROJECT and OTHER_PROJECT, without a configuration service. */
export const testOrigins: OriginsSource = {
  async allowedOrigins(projectId) {
    if (projectId === TEST_PROJECT) {
      return ['http://localhost', 'http://127.0.0.1', 'https://dapp.example']
    }
    if (projectId === OTHER_PROJECT) return [OTHER_ORIGIN]
    return []
  },
}

/** A frame's key: a non-extractable private key and its public JWK. */
export type ProofKey = { privateKey: CryptoKey; jwk: JWK }

export async function createProofKey(): Promise<ProofKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: false })
  return { privateKey, jwk: await exportJWK(publicKey) }
}

// One key per device id, as each browser's frame has its own; and the device each access
// token was minted on, so `call(…, { token })` proves with the right key.
const deviceKeys = new Map<string, Promise<ProofKey>>()
const tokenDevices = new Map<string, string>()
let proofClock: () => number = Date.now

/** The key the frame of `device` proves with. */
export function proofKeyFor(device: string): Promise<ProofKey> {
  let key = deviceKeys.get(device)
  if (!key) {
    key = createProofKey()
    deviceKeys.set(device, key)
  }
  return key
}

/** Proofs carry `now()` as iat: a test whose frame-host runs on a hand-moved clock sets it. */
export function useProofClock(now: () => number): void {
  proofClock = now
}

/** Remembers the device `token` was minted on (signIn does it for its tokens). */
export function rememberTokenDevice(token: string, device: string): void {
  tokenDevices.set(token, device)
}

const sha256b64 = (data: string | Uint8Array) =>
  base64url.encode(createHash('sha256').update(data).digest())

/** A DPoP proof JWT for one request (src/auth/dpop.ts). */
export async function createProof(
  key: ProofKey,
  input: {
    method: string
    url: string
    body?: string | Uint8Array | undefined
    token?: string | undefined
    iat?: number | undefined
    jti?: string | undefined
  },
): Promise<string> {
  const url = new URL(input.url)
  return new SignJWT({
    htm: input.method,
    htu: `${url.origin}${url.pathname}`,
    bh: sha256b64(input.body ?? ''),
    ...(input.token ? { ath: sha256b64(input.token) } : {}),
    jti: input.jti ?? randomUUID(),
    iat: input.iat ?? Math.floor(proofClock() / 1000),
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.jwk })
    .sign(key.privateKey)
}

export type RecordedMailer = Mailer & {
  mails: OutgoingMail[]
  /** The 6-digit code of the newest mail to `to`. */
  codeFor(to: string): string
  /** The newest mail to `to`. */
  latest(to: string): OutgoingMail
  /** Makes the next sends fail (an SMTP server that is down). */
  failing: boolean
}

export function createRecordedMailer(): RecordedMailer {
  const mails: OutgoingMail[] = []
  const recorder: RecordedMailer = {
    mails,
    failing: false,
    async send(mail) {
      if (recorder.failing) throw new Error('connect ECONNREFUSED')
      mails.push(mail)
    },
    latest(to) {
      const mail = mails.filter((m) => m.to === to).at(-1)
      if (!mail) throw new Error(`no mail to ${to}`)
      return mail
    },
    codeFor(to) {
      const code = /\b(\d{6})\b/.exec(recorder.latest(to).text)?.[1]
      if (!code) throw new Error(`the newest mail to ${to} has no code`)
      return code
    },
  }
  return recorder
}

/**
 * A hand-moved clock for a frame-host under test. The DPoP proofs `call` signs carry its
 * time from now on (the server checks their iat against its own clock); `useProofClock`
 * picks another.
 */
export function createClock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let t = start
  const now = () => t
  proofClock = now
  return {
    now,
    advance(ms: number) {
      t += ms
    },
  }
}

export type CallOptions = {
  body?: unknown
  /** Sent as-is instead of JSON-encoding `body`. */
  raw?: string | Uint8Array | undefined
  /** Default: the device `token` was minted on. */
  device?: string | undefined
  /** An access token, sent as `Authorization: DPoP <token>` with a proof. */
  token?: string | undefined
  /** Proves with this key instead of the device's; `false`: no DPoP header at all. */
  proofKey?: ProofKey | false | undefined
  /** Default TEST_PROJECT; null: no project header. */
  project?: string | null
  /** Default TEST_ORIGIN; null: no parent-origin header. */
  origin?: string | null
  headers?: Record<string, string> | undefined
}

export type CallResult = {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and assert them
  json: any
  text: string
}

/**
 * What `call` sends, for a test that makes the fetch itself (to abort it, say): the URL, the
 * body, and the headers of a frame of TEST_PROJECT at TEST_ORIGIN with a fresh proof.
 */
export async function frameRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{
  headers: Record<string, string>
  body: string | Uint8Array | undefined
  url: URL
  device: string | undefined
}> {
  const headers: Record<string, string> = {}
  if (options.body !== undefined || options.raw !== undefined) {
    headers['content-type'] = 'application/json'
  }
  const device = options.device ?? (options.token ? tokenDevices.get(options.token) : undefined)
  if (device) headers['x-keyway-device-id'] = device
  const project = options.project === undefined ? TEST_PROJECT : options.project
  if (project !== null) headers['x-keyway-project-id'] = project
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin
  if (origin !== null) headers['x-keyway-parent-origin'] = origin
  if (options.token) headers.authorization = `DPoP ${options.token}`
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const url = new URL(path, baseUrl)
  if (options.proofKey !== false) {
    const key = options.proofKey ?? (await proofKeyFor(device ?? 'no-device'))
    headers.dpop = await createProof(key, {
      method,
      url: url.toString(),
      body: body ?? '',
      token: options.token,
    })
  }
  Object.assign(headers, options.headers)
  return { headers, body, url, device }
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const { headers, body, url, device } = await frameRequest(baseUrl, method, path, options)
  const response = await fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body: body as BodyInit }),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  // A sign-in's token belongs to the device (and key) that asked for it.
  const minted = (json as { token?: unknown } | undefined)?.token
  if (device && typeof minted === 'string') tokenDevices.set(minted, device)
  return { status: response.status, headers: response.headers, json, text }
}

export const DEVICE_A = 'device-a-0123456789abcdef'
export const DEVICE_B = 'device-b-0123456789abcdef'

export type SignedInSession = {
  token: string
  expiresAt: number
  refreshToken: string
  refreshExpiresAt: number
  device: string
}

/**
 * A full email login from start to session: the start, the device step (VERIFY_OTP at once
 * for a first device or a known one), the mailed code. The device's key signs every proof.
 */
export async function signInSession(
  baseUrl: string,
  mailer: RecordedMailer,
  email: string,
  device = DEVICE_A,
  frame: { project?: string; origin?: string } = {},
): Promise<SignedInSession> {
  const start = await call(baseUrl, 'POST', '/v1/email/start', {
    body: { email },
    device,
    ...frame,
  })
  if (start.status !== 200 || start.json.action !== 'VERIFY_DEVICE') {
    throw new Error(`start: ${start.status} ${start.text}`)
  }
  const check = await call(baseUrl, 'POST', '/v1/email/device', {
    body: { email },
    device,
    ...frame,
  })
  if (check.status !== 200 || check.json.action !== 'VERIFY_OTP') {
    throw new Error(`device: ${check.status} ${check.text}`)
  }
  const otp = mailer.codeFor(email)
  const verify = await call(baseUrl, 'POST', '/v1/email/verify', {
    body: { email, otp },
    device,
    ...frame,
  })
  if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${verify.text}`)
  rememberTokenDevice(verify.json.token, device)
  return { ...verify.json, device }
}

/** `POST /v1/session/refresh` with the session's refresh token and device key. */
export async function refreshSession(
  baseUrl: string,
  session: SignedInSession,
  frame: { project?: string; origin?: string } = {},
): Promise<SignedInSession> {
  const answer = await call(baseUrl, 'POST', '/v1/session/refresh', {
    body: { refreshToken: session.refreshToken },
    device: session.device,
    ...frame,
  })
  if (answer.status !== 200) throw new Error(`refresh: ${answer.status} ${answer.text}`)
  rememberTokenDevice(answer.json.token, session.device)
  return { ...answer.json, device: session.device }
}

/** signInSession's access token. */
export async function signIn(
  baseUrl: string,
  mailer: RecordedMailer,
  email: string,
  device = DEVICE_A,
): Promise<string> {
  return (await signInSession(baseUrl, mailer, email, device)).token
}

/**
 * Confirms a mailed link as a person does: GET shows its page (which changes nothing), and
 * the page's button POSTs the token as a form from frame-host's own origin. `origin`
 * overrides the Origin header (null: none), for tests of forged submissions.
 */
export async function confirmLink(
  link: string,
  origin: string | null = new URL(link).origin,
): Promise<{ page: CallResult; confirmed: CallResult }> {
  const url = new URL(link)
  const page = await call(url.origin, 'GET', url.pathname + url.search)
  const action = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1]
  const token = /<input type="hidden" name="token" value="([0-9a-f]{64})">/.exec(page.text)?.[1]
  const body = new URLSearchParams({ token: token ?? url.searchParams.get('token') ?? '' })
  const confirmed = await call(url.origin, 'POST', action ?? url.pathname, {
    raw: body.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === null ? {} : { origin }),
    },
  })
  return { page, confirmed }
}

/** A development KEK file in a fresh temp folder (frame-host creates the key on start). */
export function tempKeys(): { kekFile: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'frame-host-kek-'))
  return {
    kekFile: join(folder, 'kek'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  }
}
