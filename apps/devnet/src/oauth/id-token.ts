import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'

/**
 * Signs the stand-in's id_tokens (ES256) with a key made when the service starts, and
 * publishes its public half as a JWKS, so clients verify tokens as they would a real
 * provider's. A new key every start is fine: tokens live only as long as devnet.
 */

export type Jwk = {
  kty: string
  crv?: string
  x?: string
  y?: string
  kid: string
  alg: 'ES256'
  use: 'sig'
}

export type IdTokenSigner = {
  sign(claims: Record<string, unknown>): string
  jwks(): { keys: Jwk[] }
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function createIdTokenSigner(): IdTokenSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const publicJwk = publicKey.export({ format: 'jwk' })
  const kid = createHash('sha256')
    .update(JSON.stringify(publicJwk))
    .digest('base64url')
    .slice(0, 16)
  const jwk: Jwk = {
    kty: String(publicJwk.kty),
    ...(publicJwk.crv ? { crv: publicJwk.crv } : {}),
    ...(publicJwk.x ? { x: publicJwk.x } : {}),
    ...(publicJwk.y ? { y: publicJwk.y } : {}),
    kid,
    alg: 'ES256',
    use: 'sig',
  }
  return {
    sign: (claims) => signJwt(claims, privateKey, kid),
    jwks: () => ({ keys: [jwk] }),
  }
}

function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const data = `${b64url({ alg: 'ES256', typ: 'JWT', kid })}.${b64url(claims)}`
  // JWS wants the raw r||s form, not DER.
  const signature = sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' })
  return `${data}.${signature.toString('base64url')}`
}
