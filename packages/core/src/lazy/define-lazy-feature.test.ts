import { describe, expect, it } from 'vitest'
import { defineLazyFeature } from './define-lazy-feature.js'

describe('defineLazyFeature', () => {
  it('loads nothing until asked, then shares one load with every caller', async () => {
    let loads = 0
    const feature = defineLazyFeature(async () => ({ id: ++loads }))
    expect(loads).toBe(0)
    expect(feature.current).toBeUndefined()
    const [first, second] = await Promise.all([feature.load(), feature.load()])
    expect(second).toBe(first)
    expect(await feature.load()).toBe(first)
    expect(feature.current).toBe(first)
    expect(loads).toBe(1)
  })

  it('tries again after a failed load, and keeps no feature from the failure', async () => {
    let attempts = 0
    const feature = defineLazyFeature(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk did not arrive')
      return { attempts }
    })
    await expect(feature.load()).rejects.toThrow('chunk did not arrive')
    expect(feature.current).toBeUndefined()
    expect(await feature.load()).toEqual({ attempts: 2 })
    expect(attempts).toBe(2)
  })

  it('runs onLoad once, with the loaded feature, before any caller sees it', async () => {
    const seen: unknown[] = []
    const feature = defineLazyFeature(async () => ({ name: 'swap' }), {
      onLoad: (loaded) => seen.push(loaded),
    })
    const loaded = await feature.load()
    await feature.load()
    expect(seen).toEqual([loaded])
  })
})
