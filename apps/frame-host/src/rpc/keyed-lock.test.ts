import { describe, expect, it } from 'vitest'
import { createKeyedLock } from './keyed-lock.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createKeyedLock', () => {
  it('runs tasks of one key one at a time, in order, and other keys alongside', async () => {
    const lock = createKeyedLock()
    const log: string[] = []
    const task = (name: string) => async () => {
      log.push(`${name} start`)
      await tick()
      log.push(`${name} end`)
      return name
    }
    const results = await Promise.all([
      lock.run('a', task('a1')),
      lock.run('a', task('a2')),
      lock.run('b', task('b1')),
    ])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'))
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'))
  })

  it('a failing task fails its caller only; the next one still runs', async () => {
    const lock = createKeyedLock()
    const first = lock.run('a', async () => {
      await tick()
      throw new Error('nonce too low')
    })
    const second = lock.run('a', async () => 'sent')
    await expect(first).rejects.toThrow('nonce too low')
    await expect(second).resolves.toBe('sent')
  })
})
