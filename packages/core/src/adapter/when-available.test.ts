import { describe, expect, it } from 'vitest'
import { whenAvailable } from './when-available.js'

/** A list of names with change listeners, as an adapter's connector list has. */
function namesList(initial: string[] = []) {
  const names = new Set(initial)
  const listeners = new Set<() => void>()
  return {
    find: (name: string) => (names.has(name) ? name : undefined),
    onChange(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    add(name: string) {
      names.add(name)
      for (const listener of [...listeners]) listener()
    },
    get listeners() {
      return listeners.size
    },
  }
}

describe('whenAvailable', () => {
  it('resolves at once with what is there, without listening', async () => {
    const list = namesList(['a'])
    const { promise } = whenAvailable(() => list.find('a'), list.onChange)
    await expect(promise).resolves.toBe('a')
    expect(list.listeners).toBe(0)
  })

  it('resolves when a change brings it, and stops listening then', async () => {
    const list = namesList()
    const { promise } = whenAvailable(() => list.find('late'), list.onChange)
    list.add('other')
    expect(list.listeners).toBe(1)
    list.add('late')
    await expect(promise).resolves.toBe('late')
    expect(list.listeners).toBe(0)
  })

  it('cancel stops listening; the promise then never settles', async () => {
    const list = namesList()
    const wait = whenAvailable(() => list.find('late'), list.onChange)
    let settled = false
    void wait.promise.then(() => {
      settled = true
    })
    wait.cancel()
    expect(list.listeners).toBe(0)
    list.add('late')
    await Promise.resolve()
    expect(settled).toBe(false)
  })
})
