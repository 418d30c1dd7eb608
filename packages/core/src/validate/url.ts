const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'ws:', 'wss:'])

/**
 * docs/validation.md#configuration: URL scheme checks accept http(s) and ws(s) only, so a `javascript:` or `data:`
 * link from a remote catalogue or a wallet can never be opened or connected to.
 */
export function isAllowedUrlScheme(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    return ALLOWED_SCHEMES.has(new URL(value).protocol)
  } catch {
    return false
  }
}
