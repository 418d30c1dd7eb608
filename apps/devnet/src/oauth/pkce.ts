import { createHash, timingSafeEqual } from 'node:crypto'

/** RFC 7636: S256 is base64url(sha256(verifier)); `plain` compares the verifier as is. */
export function verifyPkce(verifier: string, challenge: string, method: 'S256' | 'plain'): boolean {
  // RFC 7636 §4.1: 43 to 128 unreserved characters.
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false
  const computed =
    method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  const a = Buffer.from(computed)
  const b = Buffer.from(challenge)
  return a.length === b.length && timingSafeEqual(a, b)
}
