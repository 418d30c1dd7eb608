/**
 * frame-host's logs: JSON lines (pino) on stdout, one per request with its id, route, status
 * and duration, and one per unexpected error. What a request carried (bodies, headers, query
 * strings) is never logged; error messages pass through `scrub`, and pino's redaction drops
 * the fields that could hold a secret, so emails, codes, tokens, keys and signatures stay
 * out of the logs even when a later change logs more (README "Logs").
 */
import pino, { type DestinationStream, type Logger } from 'pino'
import type { RequestRecord } from '../server/server.js'

export type { Logger }

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const SECRET_FIELDS = [
  'email',
  'newEmail',
  'otp',
  'token',
  'refreshToken',
  'approval',
  'signature',
  'privateKey',
  'secret',
  'password',
  'body',
  'params',
  'headers',
]
export const REDACTED_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)]

export function createLogger(
  options: { level?: LogLevel; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'frame-host', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: safeError },
      hooks: {
        // pino would make an error's raw message the line's message when none is given.
        logMethod(args, method) {
          const [first] = args
          if (args.length === 1 && typeof first === 'object' && first !== null && 'err' in first) {
            return method.apply(this, [first, 'error'])
          }
          return method.apply(this, args)
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  )
}

// What could be a secret in free text: addresses, JWTs and tokens, hex keys and signatures,
// 6-digit codes. Over-matching costs a log reader a detail; under-matching leaks.
const SECRET_PATTERNS: readonly [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[jwt]'],
  [/0x[0-9a-fA-F]{16,}/g, '[hex]'],
  [/[A-Za-z0-9_-]{24,}/g, '[secret]'],
  [/\b\d{6}\b/g, '[digits]'],
]

export function scrub(text: string): string {
  let out = text
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/**
 * An error as logged (pino's serializer of `err`, so `logger.error({ err })` gives this): its type, code and scrubbed message and stack. Never its other
 * fields: a PostgreSQL error's `detail` quotes the row (an email), a viem error its request.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    ...(typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? { code } : {}),
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(error.cause !== undefined ? { cause: safeError(error.cause) } : {}),
  }
}

/** The one log line of a request. */
export function logRequest(logger: Logger, record: RequestRecord): void {
  const code = (record.error as { code?: unknown } | undefined)?.code
  const line = {
    reqId: record.id,
    method: record.method,
    route: record.route,
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
    ...(typeof code === 'string' ? { errorCode: code } : {}),
  }
  if (record.status >= 500) logger.warn(line, 'request')
  else logger.info(line, 'request')
}
