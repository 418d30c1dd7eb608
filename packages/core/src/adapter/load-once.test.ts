import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once.js'

describe('loadOnce', () => {
  it('loads on the first call, not before, and shares the one load with every call', async () => {
    let loads = 0
    const load = loadOnce(async () => {
      loads += 1
      return { loads }
    })
    expect(loads).toBe(0)
    const [first, second] = await Promise.all([load(), load()])
    expect(await load()).toBe(first)
    expect(second).toBe(first)
    expect(loads).toBe(1)
  })

  it('tries again after a failed load', async () => {
    let attempts = 0
    const load = loadOnce(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk did not arrive')
      return 'loaded'
    })
    await expect(load()).rejects.toThrow('chunk did not arrive')
    await expect(load()).resolves.toBe('loaded')
    await expect(load()).resolves.toBe('loaded')
    expect(attempts).toBe(2)
  })
})
