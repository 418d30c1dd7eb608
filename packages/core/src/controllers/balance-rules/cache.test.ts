import { describe, expect, it } from 'vitest'
import { isCachedAnswerUsable } from './cache.js'

const at = (now: number) => ({ now: () => now })
const answer = { fetchedAt: 1_000, maxAgeMs: 30_000, stale: false }

describe('a balance answer in hand is used within its cache window', () => {
  it('within the window: used; at its end: asked again', () => {
    expect(isCachedAnswerUsable(at(30_999), answer)).toBe(true)
    expect(isCachedAnswerUsable(at(31_000), answer)).toBe(false)
  })

  it('never when there is none, when it is out of date, or when a fresh one is asked for', () => {
    expect(isCachedAnswerUsable(at(1_000), { ...answer, fetchedAt: undefined })).toBe(false)
    expect(isCachedAnswerUsable(at(1_000), { ...answer, stale: true })).toBe(false)
    expect(isCachedAnswerUsable(at(1_000), { ...answer, force: true })).toBe(false)
  })
})
