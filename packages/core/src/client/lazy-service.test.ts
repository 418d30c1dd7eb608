import { describe, expect, it } from 'vitest'
import { lazyService } from './lazy-service.js'

type Echo = { echo: (value: string) => Promise<string>; twice: (value: number) => Promise<number> }

describe('lazyService', () => {
  it('loads nothing until the first call, then loads once for every method and call', async () => {
    let loads = 0
    const client = lazyService<Echo>(async () => {
      loads++
      return { echo: async (value) => `echo ${value}`, twice: async (value) => value * 2 }
    })
    expect(loads).toBe(0)
    const answers = await Promise.all([client.echo('a'), client.twice(2), client.echo('b')])
    expect(answers).toEqual(['echo a', 4, 'echo b'])
    expect(loads).toBe(1)
  })

  it('asks again after a failed load (a chunk that did not arrive)', async () => {
    let attempts = 0
    const client = lazyService<Echo>(async () => {
      attempts++
      if (attempts === 1) throw new Error('chunk failed')
      return { echo: async (value) => value, twice: async (value) => value }
    })
    await expect(client.echo('x')).rejects.toThrow('chunk failed')
    await expect(client.echo('y')).resolves.toBe('y')
    expect(attempts).toBe(2)
  })

  it('is not a thenable, and a method set on it wins over the loaded one', async () => {
    const client = lazyService<Echo>(async () => ({
      echo: async () => 'loaded',
      twice: async (value) => value,
    }))
    expect((client as unknown as { then?: unknown }).then).toBeUndefined()
    await expect(Promise.resolve(client)).resolves.toBe(client)
    client.echo = async () => 'replaced'
    await expect(client.echo('z')).resolves.toBe('replaced')
  })
})
