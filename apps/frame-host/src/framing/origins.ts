import { z } from 'zod'

/**
 * A project's allowed origins from the configuration service (spec §7
 * GET /projects/v1/origins → allowedOrigins), kept for a while per project. On any failure
 * the answer is an empty list (spec §8 "An origin-list failure returns an empty list"),
 * which frames nowhere; failures are kept only briefly so a recovered service is seen soon.
 */

export type OriginsSource = {
  allowedOrigins(projectId: string, signal?: AbortSignal): Promise<string[]>
}

export type OriginsSourceOptions = {
  configApiUrl: string
  /** How long an answer is kept (default 60 s). */
  ttlMs?: number
  /** How long a failure is kept (default 5 s). */
  failureTtlMs?: number
  /** Bound on one call to the service (default 5 s). */
  timeoutMs?: number
  /** Projects kept at most (oldest dropped first; default 1000). */
  maxEntries?: number
  /** sv, the SDK version parameter the service expects. */
  version?: string
  now?: () => number
  fetch?: typeof fetch
}

const answer = z.object({ allowedOrigins: z.array(z.string()) })

type Entry = { origins: Promise<string[]>; expiresAt: number }

export function createOriginsSource(options: OriginsSourceOptions): OriginsSource {
  const ttl = options.ttlMs ?? 60_000
  const failureTtl = options.failureTtlMs ?? 5_000
  const timeout = options.timeoutMs ?? 5_000
  const max = options.maxEntries ?? 1_000
  const now = options.now ?? Date.now
  const doFetch = options.fetch ?? fetch
  const cache = new Map<string, Entry>()

  async function load(projectId: string, entry: Entry): Promise<string[]> {
    const url = new URL('/projects/v1/origins', options.configApiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'frame-host')
    url.searchParams.set('sv', options.version ?? '0.0.0')
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeout) })
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      return answer.parse(await response.json()).allowedOrigins
    } catch {
      entry.expiresAt = Math.min(entry.expiresAt, now() + failureTtl)
      return []
    }
  }

  return {
    async allowedOrigins(projectId, signal) {
      let entry = cache.get(projectId)
      if (!entry || entry.expiresAt <= now()) {
        // One call per project at a time, however many frames load together; a caller
        // that gives up stops waiting without cancelling the others' call.
        const fresh: Entry = { origins: Promise.resolve([]), expiresAt: now() + ttl }
        fresh.origins = load(projectId, fresh)
        cache.delete(projectId)
        cache.set(projectId, fresh)
        while (cache.size > max) cache.delete(cache.keys().next().value as string)
        entry = fresh
      }
      if (!signal) return [...(await entry.origins)]
      signal.throwIfAborted()
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        entry.origins.then((origins) => {
          signal.removeEventListener('abort', onAbort)
          resolve([...origins])
        })
      })
    },
  }
}

/**
 * The CSP directive for a list of origins. Only well-formed http(s) origins pass, each in
 * its canonical form, so nothing from the service can add another directive; an empty list
 * is 'none' (an unknown project frames nowhere).
 */
export function frameAncestors(origins: readonly string[]): string {
  const valid = frameOrigins(origins)
  return valid.length === 0 ? "frame-ancestors 'none'" : `frame-ancestors ${valid.join(' ')}`
}

/** The well-formed http(s) origins of `origins`, canonical and without repeats. */
export function frameOrigins(origins: readonly string[]): string[] {
  const valid = new Set<string>()
  for (const origin of origins) {
    try {
      const url = new URL(origin)
      const canonical = url.origin
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        canonical === origin.replace(/\/$/, '') &&
        !url.username &&
        !url.password
      ) {
        valid.add(canonical)
      }
    } catch {
      // not a URL: left out
    }
  }
  return [...valid]
}
