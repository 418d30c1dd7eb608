import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit one-time code, uniformly drawn (leading zeros kept). */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** 32 random bytes, base64url: session tokens and device-approval links. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** What the database keeps of a token or a device id: its SHA-256, never the value. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

/**
 * A code's stored form, keyed by its row id so equal codes never hash alike. Six digits
 * are only a million guesses: the hash keeps codes out of logs and backups, while the
 * lockout and the expiry are what stop guessing (README, threat model).
 */
export const hashOtp = (rowId: string, code: string): string =>
  createHmac('sha256', rowId).update(code).digest('hex')

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
