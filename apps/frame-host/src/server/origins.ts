import { z } from 'zod'

/**
 * A project's allowed origins from the configuration service (docs/services.md#configuration-service-config
 * GET /projects/v1/origins → allowedOrigins), kept for a while per project. On any failure
 * the answer is an empty list (docs/errors.md#fallbacks "An origin-list failure returns an empty list"),
 * which frames nowhere; failures are kept only briefly so a recovered service is seen soon.
 *
 * Anyone can ask for a frame with a made-up project id, so the caches are split: projects
 * with origins sit in a least-recently-used cache of their own, and empty answers and
 * failures in a second, smaller one. Made-up ids only ever churn the second, never push a
 * real project out; and at most `maxLoading` calls to the service run at once.
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
  /** Projects with origins kept at most (least recently used dropped first; default 1000). */
  maxEntries?: number
  /** Empty answers and failures kept at most (oldest dropped first; default 200). */
  maxNegativeEntries?: number
  /** Calls to the service at once; past it a new project gets an empty list (default 64). */
  maxLoading?: number
  /** sv, the SDK version parameter the service expects. */
  version?: string
  now?: () => number
  fetch?: typeof fetch
}

const answer = z.object({ allowedOrigins: z.array(z.string()) })

type Entry = { origins: readonly string[]; expiresAt: number }

/** A Map used as a bounded cache: insertion order is age; `touch` makes an entry the newest. */
function boundedSet(cache: Map<string, Entry>, key: string, entry: Entry, max: number): void {
  cache.delete(key)
  cache.set(key, entry)
  while (cache.size > max) cache.delete(cache.keys().next().value as string)
}

export function createOriginsSource(options: OriginsSourceOptions): OriginsSource {
  const ttl = options.ttlMs ?? 60_000
  const failureTtl = options.failureTtlMs ?? 5_000
  const timeout = options.timeoutMs ?? 5_000
  const maxKnown = options.maxEntries ?? 1_000
  const maxNegative = options.maxNegativeEntries ?? 200
  const maxLoading = options.maxLoading ?? 64
  const now = options.now ?? Date.now
  const doFetch = options.fetch ?? fetch
  const known = new Map<string, Entry>()
  const negative = new Map<string, Entry>()
  const loading = new Map<string, Promise<readonly string[]>>()

  async function load(projectId: string): Promise<readonly string[]> {
    const url = new URL('/projects/v1/origins', options.configApiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'frame-host')
    url.searchParams.set('sv', options.version ?? '0.0.0')
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeout) })
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      const { allowedOrigins } = answer.parse(await response.json())
      if (allowedOrigins.length === 0) {
        known.delete(projectId)
        boundedSet(negative, projectId, { origins: [], expiresAt: now() + ttl }, maxNegative)
      } else {
        negative.delete(projectId)
        boundedSet(known, projectId, { origins: allowedOrigins, expiresAt: now() + ttl }, maxKnown)
      }
      return allowedOrigins
    } catch {
      known.delete(projectId)
      boundedSet(negative, projectId, { origins: [], expiresAt: now() + failureTtl }, maxNegative)
      return []
    }
  }

  function lookup(projectId: string): Promise<readonly string[]> | readonly string[] {
    const hit = known.get(projectId)
    if (hit && hit.expiresAt > now()) {
      boundedSet(known, projectId, hit, maxKnown)
      return hit.origins
    }
    const miss = negative.get(projectId)
    if (miss && miss.expiresAt > now()) return miss.origins
    // One call per project at a time, however many frames load together.
    const pending = loading.get(projectId)
    if (pending) return pending
    // A flood of new ids must not open unbounded calls: frame nowhere for now.
    if (loading.size >= maxLoading) return []
    // Removed once settled (a finally callback runs after this set, even on a sync throw).
    const fresh = load(projectId).finally(() => loading.delete(projectId))
    loading.set(projectId, fresh)
    return fresh
  }

  return {
    async allowedOrigins(projectId, signal) {
      const found = lookup(projectId)
      if (!('then' in found)) return [...found]
      if (!signal) return [...(await found)]
      // A caller that gives up stops waiting without cancelling the others' call.
      signal.throwIfAborted()
      return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason)
        signal.addEventListener('abort', onAbort, { once: true })
        found.then((origins) => {
          signal.removeEventListener('abort', onAbort)
          resolve([...origins])
        })
      })
    },
  }
}

/**
 * The CSP directive for a list of origins. Only well-formed https origins (http only on
 * loopback) pass, each in its canonical form, so nothing from the service can add another
 * directive; an empty list is 'none' (an unknown project frames nowhere).
 */
export function frameAncestors(origins: readonly string[]): string {
  const valid = frameOrigins(origins)
  return valid.length === 0 ? "frame-ancestors 'none'" : `frame-ancestors ${valid.join(' ')}`
}

/**
 * Whether a host is this machine: `localhost` and its subdomains, 127.0.0.0/8 and [::1].
 * Plain http is accepted only there: anywhere else anyone on the network path could
 * replace the embedding page and ask the wallet to sign as that app.
 */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}

/**
 * The well-formed https origins of `origins` (http ones only on a loopback host),
 * canonical and without repeats.
 */
export function frameOrigins(origins: readonly string[]): string[] {
  const valid = new Set<string>()
  for (const origin of origins) {
    try {
      const url = new URL(origin)
      const canonical = url.origin
      if (
        (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) &&
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
