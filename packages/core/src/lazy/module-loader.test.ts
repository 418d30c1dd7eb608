import { describe, expect, it } from 'vitest'
import { loadModule } from './module-loader.js'

function part() {
  const made = {
    stopped: 0,
    stop() {
      made.stopped += 1
    },
  }
  return made
}

describe('loadModule', () => {
  it('has no current part until its module has loaded, then the same one for every caller', async () => {
    const made = part()
    const loader = loadModule(async () => made)
    expect(loader.current).toBeUndefined()
    await expect(loader.load()).resolves.toBe(made)
    expect(loader.current).toBe(made)
    await expect(loader.load()).resolves.toBe(made)
  })

  it('stops a part whose module arrives after the client stopped', async () => {
    const made = part()
    let arrive: (value: typeof made) => void = () => undefined
    const loader = loadModule(
      () =>
        new Promise<typeof made>((resolve) => {
          arrive = resolve
        }),
    )
    loader.stop()
    arrive(made)
    await loader.load()
    expect(made.stopped).toBe(1)
  })

  it('reports a failed load to whoever asks, without an unhandled rejection', async () => {
    const loader = loadModule<{ stop(): void }>(() => Promise.reject(new Error('chunk failed')))
    await expect(loader.load()).rejects.toThrow('chunk failed')
    expect(loader.current).toBeUndefined()
    loader.stop()
  })

  it('loads at once, and asks for a failed module again on the next load()', async () => {
    let attempts = 0
    const made = part()
    const loader = loadModule(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return made
    })
    expect(attempts).toBe(1)
    await expect(loader.load()).rejects.toThrow('chunk failed')
    await expect(loader.load()).resolves.toBe(made)
    expect(attempts).toBe(2)
  })
})
