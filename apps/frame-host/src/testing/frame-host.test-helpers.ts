import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Mailer, OutgoingMail } from '../mail/mailer.js'

/**
 * Test helpers: a mailer that keeps what it would send (the SMTP path has its own test
 * against devnet's mailbox), a hand-moved clock, and a small client for the HTTP API.
 */

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

export function createClock(start = Date.parse('2026-11-23T10:00:00Z')) {
  let t = start
  return {
    now: () => t,
    advance(ms: number) {
      t += ms
    },
  }
}

export type CallOptions = {
  body?: unknown
  /** Sent as-is instead of JSON-encoding `body`. */
  raw?: string | Uint8Array
  device?: string
  token?: string
  headers?: Record<string, string>
}

export type CallResult = {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and assert them
  json: any
  text: string
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined || options.raw !== undefined) {
    headers['content-type'] ??= 'application/json'
  }
  if (options.device) headers['x-keyway-device-id'] = options.device
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const response = await fetch(new URL(path, baseUrl), {
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
  return { status: response.status, headers: response.headers, json, text }
}

export const DEVICE_A = 'device-a-0123456789abcdef'
export const DEVICE_B = 'device-b-0123456789abcdef'

/** A full email login from start to session token. */
export async function signIn(
  baseUrl: string,
  mailer: RecordedMailer,
  email: string,
  device = DEVICE_A,
): Promise<string> {
  const start = await call(baseUrl, 'POST', '/v1/email/start', { body: { email }, device })
  if (start.status !== 200 || start.json.action !== 'VERIFY_OTP') {
    throw new Error(`start: ${start.status} ${start.text}`)
  }
  const otp = mailer.codeFor(email)
  const verify = await call(baseUrl, 'POST', '/v1/email/verify', { body: { email, otp }, device })
  if (verify.status !== 200) throw new Error(`verify: ${verify.status} ${verify.text}`)
  return verify.json.token
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
