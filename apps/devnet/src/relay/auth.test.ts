import { generateKeyPairSync, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { publicKeyOfDidKey, verifyRelayAuth } from './auth.js'

function makeJwt(payload: Record<string, unknown> = {}, nowSeconds = 1000) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  const did = `did:key:z${getBase58Decoder().decode(new Uint8Array([0xed, 0x01, ...raw]))}`
  const header = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' })).toString('base64url')
  const body = Buffer.from(
    JSON.stringify({
      iss: did,
      sub: 's',
      aud: 'ws://relay',
      iat: nowSeconds,
      exp: nowSeconds + 60,
      ...payload,
    }),
  ).toString('base64url')
  const signature = sign(null, Buffer.from(`${header}.${body}`), privateKey).toString('base64url')
  return { token: `${header}.${body}.${signature}`, did, raw }
}

describe('relay auth JWT', () => {
  it('accepts an EdDSA JWT signed by the did:key in its iss and returns that identity', () => {
    const { token, did } = makeJwt()
    expect(verifyRelayAuth(token, 1000)).toEqual({
      ok: true,
      claims: expect.objectContaining({ iss: did }),
    })
  })

  it('rejects a JWT whose payload was changed after signing', () => {
    const { token } = makeJwt()
    const [h, , s] = token.split('.')
    const other = makeJwt().token.split('.')[1]
    expect(verifyRelayAuth(`${h}.${other}.${s}`, 1000)).toMatchObject({ ok: false })
  })

  it('rejects an expired JWT', () => {
    const { token } = makeJwt()
    expect(verifyRelayAuth(token, 1061)).toEqual({ ok: false, reason: 'auth JWT has expired' })
  })

  it('rejects an iss that is not an Ed25519 did:key', () => {
    const { token } = makeJwt({ iss: 'did:web:example.com' })
    expect(verifyRelayAuth(token, 1000)).toEqual({
      ok: false,
      reason: 'auth JWT iss must be an Ed25519 did:key',
    })
  })

  it('rejects text that is not a JWT', () => {
    expect(verifyRelayAuth('hello', 1000)).toEqual({ ok: false, reason: 'auth is not a JWT' })
  })

  it('reads the 32-byte key out of a did:key', () => {
    const { did, raw } = makeJwt()
    expect(Buffer.from(publicKeyOfDidKey(did) ?? [])).toEqual(raw)
  })
})
