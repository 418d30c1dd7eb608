/**
 * The throttle of nonce issuing: a fixed window per client, in this process's memory. Each
 * nonce is a store write, so an unthrottled `/nonce` lets one client fill the store (and,
 * with the memory store's cap, push other users' nonces out). The counters are per server
 * instance: behind a load balancer each instance allows its own `limit`.
 */

export type SiwxRateLimit = {
  /** Requests a client may make per window. */
  limit: number
  windowMs: number
  /** Clients tracked at once (default 10 000); the oldest windows are forgotten first. */
  maxClients?: number | undefined
}

export type RateLimitHit = { allowed: true } | { allowed: false; retryAfterMs: number }

/** 30 nonces a minute per client: plenty for a person, little for a script. */
export const DEFAULT_NONCE_RATE_LIMIT: SiwxRateLimit = { limit: 30, windowMs: 60_000 }

export function createRateLimiter(rule: SiwxRateLimit, now: () => number) {
  if (!Number.isSafeInteger(rule.limit) || rule.limit < 1) {
    throw new TypeError(`rate limit: limit must be a positive integer, got ${rule.limit}`)
  }
  if (!(rule.windowMs > 0)) {
    throw new TypeError(`rate limit: windowMs must be positive, got ${rule.windowMs}`)
  }
  const maxClients = rule.maxClients ?? 10_000
  // Insertion order is window order: a client is re-inserted when its new window starts.
  const windows = new Map<string, { start: number; count: number }>()

  return function hit(client: string): RateLimitHit {
    const time = now()
    const start = Math.floor(time / rule.windowMs) * rule.windowMs
    let window = windows.get(client)
    if (!window || window.start !== start) {
      windows.delete(client)
      for (const key of windows.keys()) {
        if (windows.size < maxClients) break
        windows.delete(key)
      }
      window = { start, count: 0 }
      windows.set(client, window)
    }
    window.count += 1
    if (window.count <= rule.limit) return { allowed: true }
    return { allowed: false, retryAfterMs: start + rule.windowMs - time }
  }
}
