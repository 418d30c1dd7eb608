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

  it('with across, each task runs inside the shared lock of its key, after the queue', async () => {
    const held: string[] = []
    const log: string[] = []
    const lock = createKeyedLock({
      across: async (key, task) => {
        // The in-process queue lets one task of a key at a time ask for the shared lock.
        expect(held).not.toContain(key)
        held.push(key)
        log.push(`lock ${key}`)
        try {
          return await task()
        } finally {
          held.splice(held.indexOf(key), 1)
          log.push(`unlock ${key}`)
        }
      },
    })
    const results = await Promise.all([
      lock.run('a', async () => {
        await tick()
        log.push('a1')
        return 1
      }),
      lock
        .run('a', async () => {
          log.push('a2')
          throw new Error('refused')
        })
        .catch((error: Error) => error.message),
    ])
    expect(results).toEqual([1, 'refused'])
    expect(log).toEqual(['lock a', 'a1', 'unlock a', 'lock a', 'a2', 'unlock a'])
  })

  it('stats: accounts with sends, sends queued or running, and the longest queue (metrics)', async () => {
    const lock = createKeyedLock()
    expect(lock.stats()).toEqual({ keys: 0, tasks: 0, longest: 0 })
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const runs = [
      lock.run('a', () => gate),
      lock.run('a', () => gate),
      lock.run('a', () => gate),
      lock.run('b', () => gate),
    ]
    expect(lock.stats()).toEqual({ keys: 2, tasks: 4, longest: 3 })
    release()
    await Promise.all(runs)
    expect(lock.stats()).toEqual({ keys: 0, tasks: 0, longest: 0 })
  })
})
