import { describe, expect, it } from 'vitest'
import { createPairingTracker, DEFAULT_PAIRING_TTL_MS, pairingExpiryOf } from './pairing.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1000'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('pairingExpiryOf', () => {
  it('reads expiryTimestamp (seconds) as ms; undefined without one', () => {
    expect(pairingExpiryOf(URI)).toBe(1_000_000)
    expect(pairingExpiryOf('wc:abc@2?relay-protocol=irn')).toBeUndefined()
    expect(pairingExpiryOf('wc:abc@2')).toBeUndefined()
  })
})

describe('createPairingTracker (docs/connection.md#walletconnect-pairing pairing reuse)', () => {
  it('reuses a pending unexpired pairing: same attempt, uri shown again', async () => {
    const tracker = createPairingTracker({ now: () => 999_000 })
    const attempt = deferred<string>()
    let starts = 0
    const start = () => {
      starts += 1
      return attempt.promise
    }
    const shown: string[] = []
    const first = tracker.reuseOrStart(start, (uri) => shown.push(uri))
    tracker.setUri(URI)
    const second = tracker.reuseOrStart(start, (uri) => shown.push(uri))
    attempt.resolve('session')
    expect(await first).toBe('session')
    expect(await second).toBe('session')
    expect(starts).toBe(1)
    expect(shown).toEqual([URI])
  })

  it('starts a new attempt once the pending pairing has expired', () => {
    let now = 999_000
    const tracker = createPairingTracker({ now: () => now })
    let starts = 0
    const start = () => {
      starts += 1
      return new Promise<string>(() => {})
    }
    tracker.reuseOrStart(start, () => {})
    tracker.setUri(URI)
    now = 1_000_000
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(2)
  })

  it('reuses a uri for 4 minutes even when the proposal lives 5, so a renewal gets a new one', () => {
    let now = 0
    const tracker = createPairingTracker({ now: () => now })
    let starts = 0
    const start = () => {
      starts += 1
      return new Promise<string>(() => {})
    }
    tracker.reuseOrStart(start, () => {})
    tracker.setUri('wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=300')
    now = 4 * 60_000 - 1
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(1)
    now = 4 * 60_000
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(2)
  })

  it('joins an attempt waiting for its uri, until it has waited 10 s: then a new one starts', () => {
    let now = 0
    const tracker = createPairingTracker({ now: () => now })
    let starts = 0
    const start = () => {
      starts += 1
      return new Promise<string>(() => {})
    }
    tracker.reuseOrStart(start, () => {})
    now = 9_999
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(1)
    // Stuck on the relay: the view's retry proposes again.
    now = 10_000
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(2)
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(2)
  })

  it('assumes the default lifetime for a uri without expiryTimestamp', () => {
    let now = 0
    const tracker = createPairingTracker({ now: () => now })
    let starts = 0
    const start = () => {
      starts += 1
      return new Promise<string>(() => {})
    }
    tracker.reuseOrStart(start, () => {})
    tracker.setUri('wc:abc@2?relay-protocol=irn')
    now = DEFAULT_PAIRING_TTL_MS - 1
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(1)
    now = DEFAULT_PAIRING_TTL_MS
    tracker.reuseOrStart(start, () => {})
    expect(starts).toBe(2)
  })

  it('forgets a settled attempt, so the next connect starts fresh', async () => {
    const tracker = createPairingTracker({ now: () => 0 })
    await tracker.reuseOrStart(
      async () => 'a',
      () => {},
    )
    expect(tracker.uri).toBeUndefined()
    let started = false
    await tracker.reuseOrStart(
      async () => {
        started = true
        return 'b'
      },
      () => {},
    )
    expect(started).toBe(true)
  })

  it('does not leave an abandoned failed attempt as an unhandled rejection', async () => {
    const tracker = createPairingTracker({ now: () => 0 })
    const attempt = deferred<string>()
    void tracker
      .reuseOrStart(
        () => attempt.promise,
        () => {},
      )
      .catch(() => undefined)
    tracker.clear()
    attempt.reject(new Error('Proposal expired'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(tracker.uri).toBeUndefined()
  })

  it('is reusable while an attempt is pending with no uri yet or an unexpired one, not after', () => {
    let now = 999_000
    const tracker = createPairingTracker({ now: () => now })
    expect(tracker.reusable).toBe(false)
    tracker.reuseOrStart(
      () => new Promise<string>(() => {}),
      () => {},
    )
    expect(tracker.reusable).toBe(true)
    tracker.setUri(URI)
    expect(tracker.reusable).toBe(true)
    now = 1_000_000
    expect(tracker.reusable).toBe(false)
    tracker.clear()
    now = 0
    expect(tracker.reusable).toBe(false)
  })
})
