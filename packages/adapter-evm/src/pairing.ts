/**
 * The WalletConnect pairing in flight. spec §4: a pending pairing is reused while it has
 * not expired (Telegram and iOS Safari open a deep link only synchronously on tap, so the
 * uri must already exist). Asking to connect again while a pairing is pending therefore
 * shows the same uri again and waits on the same attempt, instead of a second proposal;
 * once it has expired, a new attempt (and uri) starts.
 */

/** A pairing uri without an expiry parameter is assumed to live as long as a proposal. */
export const DEFAULT_PAIRING_TTL_MS = 5 * 60 * 1000

/** The `expiryTimestamp` (seconds) of a `wc:` uri, in ms; undefined when absent. */
export function pairingExpiryOf(uri: string): number | undefined {
  const query = uri.split('?')[1]
  if (!query) return undefined
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

type Attempt<T> = { promise: Promise<T>; uri?: string; expiresAt?: number }

export type PairingTracker = ReturnType<typeof createPairingTracker>

export function createPairingTracker(parameters: { now: () => number; ttlMs?: number }) {
  const ttlMs = parameters.ttlMs ?? DEFAULT_PAIRING_TTL_MS
  let pending: Attempt<unknown> | undefined

  return {
    /** Records the uri the pending attempt displays. */
    setUri(uri: string): void {
      if (!pending) return
      pending.uri = uri
      pending.expiresAt = pairingExpiryOf(uri) ?? parameters.now() + ttlMs
    },
    /** Reuses the pending attempt (showing its uri again) unless it expired; else starts one. */
    reuseOrStart<T>(start: () => Promise<T>, showUri: (uri: string) => void): Promise<T> {
      const current = pending as Attempt<T> | undefined
      if (current) {
        if (current.uri === undefined) return current.promise
        if ((current.expiresAt ?? 0) > parameters.now()) {
          showUri(current.uri)
          return current.promise
        }
      }
      const attempt = {} as Attempt<T>
      pending = attempt as Attempt<unknown>
      attempt.promise = start().finally(() => {
        if (pending === attempt) pending = undefined
      })
      // An attempt left behind (expired, or its caller aborted) must not end unhandled.
      attempt.promise.catch(() => undefined)
      return attempt.promise
    },
    clear(): void {
      pending = undefined
    },
    /** The uri of the pending attempt, if any. */
    get uri(): string | undefined {
      return pending?.uri
    },
    /** Whether an attempt is pending whose pairing can still be shown (no uri yet, or unexpired). */
    get reusable(): boolean {
      if (!pending) return false
      return pending.uri === undefined || (pending.expiresAt ?? 0) > parameters.now()
    },
  }
}
