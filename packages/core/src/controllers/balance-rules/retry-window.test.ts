import { describe, expect, it } from 'vitest'
import { isRetryBlocked, recordFailure } from './retry-window.js'

const KEY = 'eip155:1:0x1111111111111111111111111111111111111111'
const at = (now: number) => ({ now: () => now })

describe('the balance retry window: a failed fetch records the retry time', () => {
  it('records when and whose fetch failed', () => {
    expect(recordFailure(at(5_000), { key: KEY })).toEqual({ key: KEY, at: 5_000 })
  })

  it('holds a retry back within 30 s of the failure, and lets it through from 30 s on', () => {
    const failure = recordFailure(at(1_000), { key: KEY })
    expect(isRetryBlocked(at(1_000), { failure, key: KEY })).toBe(true)
    expect(isRetryBlocked(at(30_999), { failure, key: KEY })).toBe(true)
    expect(isRetryBlocked(at(31_000), { failure, key: KEY })).toBe(false)
  })

  it('is per account and network: another key is not held back', () => {
    const failure = recordFailure(at(0), { key: KEY })
    expect(isRetryBlocked(at(1), { failure, key: 'eip155:10:0x1111' })).toBe(false)
  })

  it('nothing failed, or the visitor asked (force): the fetch goes ahead', () => {
    expect(isRetryBlocked(at(0), { failure: undefined, key: KEY })).toBe(false)
    const failure = recordFailure(at(0), { key: KEY })
    expect(isRetryBlocked(at(1), { failure, key: KEY, force: true })).toBe(false)
  })
})
