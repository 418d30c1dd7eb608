import { describe, expect, it } from 'vitest'
import type { NamesDeps, ProfileNameSyncDeps } from './controller.js'
import { createNamesLoader } from './entry.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function namesDeps(calls: string[]): NamesDeps {
  return {
    getSuggestions: async ({ name }: { name: string }) => {
      calls.push(`suggestions ${name}`)
      return { suggestions: [{ name: `${name}.keyway.id`, registered: false }] }
    },
    lookupName: async ({ name }: { name: string }) => {
      calls.push(`lookup ${name}`)
      return { name, addresses: {}, attributes: {} }
    },
    reverseLookupName: async () => [],
    registerName: async () => undefined,
    getActiveNetwork: () => undefined,
    getAddress: () => undefined,
    getAuthConnector: () => undefined,
    now: () => 0,
  } as unknown as NamesDeps
}

/** A profile source whose connected address the test changes. */
function profileSource() {
  const lookups: string[] = []
  const profiles: [string, string | null][] = []
  const listeners = new Set<() => void>()
  let address: string | undefined
  const deps: ProfileNameSyncDeps = {
    getAddress: () => address,
    reverseLookup: async ({ address }) => {
      lookups.push(address)
      return [{ name: 'alice.keyway.id', addresses: {}, attributes: {} }] as never
    },
    setProfile: (address, profile) => profiles.push([address, profile.name]),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    deps,
    lookups,
    profiles,
    listenerCount: () => listeners.size,
    connect(next: string | undefined) {
      address = next
      for (const listener of [...listeners]) listener()
    },
  }
}

describe('createNamesLoader', () => {
  it('answers each operation through the controller once its module has loaded', async () => {
    const calls: string[] = []
    const { names } = createNamesLoader({ names: namesDeps(calls) })
    expect(calls).toEqual([])
    const suggestions = await names.getSuggestions('alice')
    expect(suggestions.map((suggestion) => suggestion.name)).toEqual(['alice.keyway.id'])
    await names.resolveName('alice.keyway.id')
    expect(calls).toEqual(['suggestions alice', 'lookup alice.keyway.id'])
  })

  it("rejects a registration the controller refuses, with the controller's typed error", async () => {
    const { names } = createNamesLoader({ names: namesDeps([]) })
    await expect(names.registerName('a!')).rejects.toMatchObject({
      name: 'InvalidRegisteredNameError',
    })
  })

  it('looks the profile name up only once an account is connected', async () => {
    const source = profileSource()
    const loader = createNamesLoader({ names: namesDeps([]), profile: source.deps })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(source.lookups).toEqual([])
    source.connect(ADDRESS)
    await expect.poll(() => source.profiles).toEqual([[ADDRESS, 'alice.keyway.id']])
    expect(source.lookups).toEqual([ADDRESS])
    loader.stop()
    expect(source.listenerCount()).toBe(0)
  })

  it('stopped before its module loaded, it never starts the profile sync', async () => {
    const source = profileSource()
    const loader = createNamesLoader({ names: namesDeps([]), profile: source.deps })
    source.connect(ADDRESS)
    loader.stop()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(source.lookups).toEqual([])
    expect(source.listenerCount()).toBe(0)
  })
})
