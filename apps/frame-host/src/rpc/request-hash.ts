import { sha256Hex } from '../auth/secrets.js'

/**
 * The hash an approval is bound to: SHA-256 (hex) of the canonical JSON of the request's
 * chain id, method and params (README "RPC"). Canonical: object keys sorted by code unit,
 * no whitespace, strings and numbers as JSON.stringify writes them — which is RFC 8785 for
 * the JSON values that reach here (params are JSON by schema). Written here because it is
 * a dozen lines over JSON.stringify, and both sides only need to agree with themselves:
 * the frame never recomputes it, it hands back the hash the prepare step answered.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value)
    // undefined, functions, symbols: not JSON, so never part of a signed request.
    if (text === undefined) throw new TypeError('canonicalJson: not a JSON value')
    return text
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
}

export type HashedRequest = { chainId: string; method: string; params?: unknown }

export function requestHash({ chainId, method, params }: HashedRequest): string {
  return sha256Hex(canonicalJson({ chainId, method, params: params ?? null }))
}
