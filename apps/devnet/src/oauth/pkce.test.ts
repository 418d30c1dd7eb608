import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyPkce } from './pkce.js'

const verifier = 'a'.repeat(43)

describe('PKCE (RFC 7636)', () => {
  it('accepts the verifier whose S256 hash is the challenge', () => {
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    expect(verifyPkce(verifier, challenge, 'S256')).toBe(true)
    expect(verifyPkce('b'.repeat(43), challenge, 'S256')).toBe(false)
  })

  it('compares plain challenges as they are', () => {
    expect(verifyPkce(verifier, verifier, 'plain')).toBe(true)
  })

  it('refuses verifiers shorter than 43 characters', () => {
    expect(verifyPkce('short', 'short', 'plain')).toBe(false)
  })
})
