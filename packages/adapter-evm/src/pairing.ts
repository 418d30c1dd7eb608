/**
 * The WalletConnect pairing in flight. docs/connection.md#walletconnect-pairing: a pending pairing is reused while it has
 * not expired (Telegram and iOS Safari open a deep link only synchronously on tap, so the
 * uri must already exist). Asking to connect again while a pairing is pending therefore
 * shows the same uri again and waits on the same attempt, instead of a second proposal;
 * once it has expired, a new attempt (and uri) starts.
 */
import { WALLETCONNECT_URI_WAIT_MS } from '@keyway/core/adapter'

/**
 * How long a shown pairing is reused: docs/limits.md#timing's 4 minutes, as core's connection state
 * counts it (wcPairingExpiry), so the WalletConnect view's renewal at 4 minutes gets a new
 * uri, not the one about to die. A uri's own expiryTimestamp (the proposal's 5 minutes)
 * ends it sooner if it comes first.
 */
export const DEFAULT_PAIRING_TTL_MS = 4 * 60 * 1000

/** The `expiryTimestamp` (seconds) of a `wc:` uri, in ms; undefined when absent. */
export function pairingExpiryOf(uri: string): number | undefined {
  const query = uri.split('?')[1]
  if (!query) return undefined
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}

type Attempt<T> = { promise: Promise<T>; startedAt: number; uri?: string; expiresAt?: number }

export type PairingTracker = ReturnType<typeof createPairingTracker>

export function createPairingTracker(parameters: { now: () => number; ttlMs?: number }) {
  const ttlMs = parameters.ttlMs ?? DEFAULT_PAIRING_TTL_MS
  let pending: Attempt<unknown> | undefined

  return {
    /** Records the uri the pending attempt displays. */
    setUri(uri: string): void {
      if (!pending) return
      pending.uri = uri
      const reuseEnds = parameters.now() + ttlMs
      pending.expiresAt = Math.min(pairingExpiryOf(uri) ?? reuseEnds, reuseEnds)
    },
    /**
     * Reuses the pending attempt (showing its uri again) unless it expired; else starts one.
     * An attempt still waiting for its uri is joined while it is young; one that waited
     * WALLETCONNECT_URI_WAIT_MS is stuck on the relay, so a new connect (the WalletConnect
     * view's retry) starts a new proposal, which opens the relay socket again. The
     * session side keeps the stuck proposal too (walletconnect-session.ts): the wallet may
     * still approve it.
     */
    reuseOrStart<T>(start: () => Promise<T>, showUri: (uri: string) => void): Promise<T> {
      const current = pending as Attempt<T> | undefined
      if (current?.uri === undefined) {
        const stuck = current && parameters.now() - current.startedAt >= WALLETCONNECT_URI_WAIT_MS
        if (current && !stuck) return current.promise
      } else if ((current.expiresAt ?? 0) > parameters.now()) {
        showUri(current.uri)
        return current.promise
      }
      const attempt = { startedAt: parameters.now() } as Attempt<T>
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
