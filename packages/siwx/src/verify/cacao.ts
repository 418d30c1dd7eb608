/**
 * A CACAO (CAIP-74) kept beside a verified sign-in must be the signed message's own: the
 * same signature, and a payload naming the message's signer (`did:pkh:<chain>:<address>`),
 * nonce and domain. Otherwise a session could carry a capability nobody signed.
 */
import type { SiwxMessageFields } from '../message/message.js'

/** The parts of a CACAO compared; anything else in it is kept as sent. */
type CacaoLike = {
  p?: { iss?: unknown; nonce?: unknown; domain?: unknown } | undefined
  s?: { s?: unknown } | undefined
}

function sameAddress(chainId: string, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/** Whether `cacao` is the CACAO of `fields` signed with `signature`. */
export function cacaoMatchesMessage(
  cacao: unknown,
  fields: Pick<SiwxMessageFields, 'address' | 'chainId' | 'nonce' | 'domain'>,
  signature: string,
): boolean {
  if (typeof cacao !== 'object' || cacao === null) return false
  const { p, s } = cacao as CacaoLike
  if (s?.s !== signature || p?.nonce !== fields.nonce || p.domain !== fields.domain) return false
  const prefix = `did:pkh:${fields.chainId}:`
  if (typeof p.iss !== 'string' || !p.iss.startsWith(prefix)) return false
  return sameAddress(fields.chainId, p.iss.slice(prefix.length), fields.address)
}
