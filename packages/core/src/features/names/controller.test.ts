import { describe, expect, it, vi } from 'vitest'
import type { ProfileAccountResponse } from '../../api/types.js'
import { NetworkNotFoundError } from '../../errors/chain.js'
import {
  AddressOrAuthConnectorNotFoundError,
  InvalidRegisteredNameError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '../../errors/names.js'
import {
  createNamesController,
  createProfileNameSync,
  createRegistrationMessage,
  type NamesDeps,
  profileFromReverseLookup,
} from './controller.js'

const address = '0x1111111111111111111111111111111111111111'
const profile: ProfileAccountResponse = {
  name: 'alice.test',
  registered: 1,
  updated: 1,
  addresses: { '60': { address, created: '1' } },
  attributes: [],
}
const failing = async (): Promise<never> => {
  throw new Error('HTTP status code: 500')
}

function setup(overrides: Partial<NamesDeps> = {}) {
  const signMessage = vi.fn(async () => '0xsigned')
  const deps = {
    getSuggestions: vi.fn(async () => ({
      suggestions: [{ name: 'alice1', registered: false }],
    })),
    lookupName: vi.fn(async () => profile),
    reverseLookupName: vi.fn(async () => [profile]),
    registerName: vi.fn(async () => undefined),
    getActiveNetwork: vi.fn((): { id: number } | undefined => ({ id: 10 })),
    getAddress: vi.fn((): string | undefined => address),
    getAuthConnector: vi.fn(() => ({ signMessage })),
    now: () => 1_700_000_000_999,
    ...overrides,
  }
  return { deps, signMessage, names: createNamesController(deps) }
}

describe('name rules (docs/validation.md#names)', () => {
  it('accepts letters, digits and hyphens with at least 4 characters', () => {
    const { names } = setup()
    expect(names.isValidName('ab-1')).toBe(true)
    expect(names.isValidName('abc')).toBe(false)
    expect(names.isValidName('ab_cd')).toBe(false)
    expect(names.isValidName('ab.cd')).toBe(false)
  })

  it('refuses to register an invalid name without calling out', async () => {
    const { names, deps } = setup()
    await expect(names.registerName('abc')).rejects.toThrow(InvalidRegisteredNameError)
    expect(deps.registerName).not.toHaveBeenCalled()
  })
})

describe('name lookups (docs/errors.md#names messages)', () => {
  it('stores the suggestions', async () => {
    const { names } = setup()
    expect(await names.getSuggestions('alice')).toEqual([{ name: 'alice1', registered: false }])
    expect(names.state.suggestions).toHaveLength(1)
    expect(names.state.loading).toBe(false)
  })

  it("fails with 'Error fetching name suggestions'", async () => {
    const { names } = setup({ getSuggestions: failing })
    await expect(names.getSuggestions('alice')).rejects.toThrow(NameSuggestionsError)
    await expect(names.getSuggestions('alice')).rejects.toThrow('Error fetching name suggestions')
    expect(names.state.loading).toBe(false)
  })

  it("resolves a name, or fails with 'Error resolving name'", async () => {
    expect(await setup().names.resolveName('alice.test')).toEqual(profile)
    const { names } = setup({ lookupName: failing })
    await expect(names.resolveName('alice.test')).rejects.toThrow(ResolveNameError)
    await expect(names.resolveName('alice.test')).rejects.toThrow('Error resolving name')
  })

  it("lists the names of an address, or fails with 'Error fetching names for address'", async () => {
    expect(await setup().names.getNamesForAddress(address)).toEqual([profile])
    const { names } = setup({ reverseLookupName: failing })
    await expect(names.getNamesForAddress(address)).rejects.toThrow(NamesForAddressError)
    await expect(names.getNamesForAddress(address)).rejects.toThrow(
      'Error fetching names for address',
    )
  })
})

describe('name answers without their fields (docs/errors.md#names messages)', () => {
  const answering = (answer: unknown) => vi.fn(async () => answer as never)

  it.each([{}, { suggestions: 'alice1' }, null, []])(
    "suggestions answered as %j fail with 'Error fetching name suggestions'",
    async (answer) => {
      const { names } = setup({ getSuggestions: answering(answer) })
      await expect(names.getSuggestions('alice')).rejects.toThrow('Error fetching name suggestions')
      expect(names.state.suggestions).toEqual([])
      expect(names.state.loading).toBe(false)
    },
  )

  it('keeps the well-formed suggestions only', async () => {
    const { names } = setup({
      getSuggestions: answering({
        suggestions: [
          { name: 'alice1', registered: false },
          { name: 'alice2' },
          { registered: true },
          null,
          { name: '', registered: false },
        ],
      }),
    })
    expect(await names.getSuggestions('alice')).toEqual([{ name: 'alice1', registered: false }])
  })

  it.each([{}, { name: 'alice.test' }, [profile], 'alice.test'])(
    "a lookup answered as %j fails with 'Error resolving name'",
    async (answer) => {
      const { names } = setup({ lookupName: answering(answer) })
      await expect(names.resolveName('alice.test')).rejects.toMatchObject({
        name: 'ResolveNameError',
        shortMessage: 'Error resolving name',
      })
    },
  )

  it("a reverse lookup that is no list fails with 'Error fetching names for address'", async () => {
    const { names } = setup({ reverseLookupName: answering({ names: [] }) })
    await expect(names.getNamesForAddress(address)).rejects.toThrow(
      'Error fetching names for address',
    )
    const partial = setup({ reverseLookupName: answering([profile, { avatar: 'x' }]) })
    expect(await partial.names.getNamesForAddress(address)).toEqual([profile])
  })
})

describe('name registration (docs/validation.md#names, docs/account-features.md#names)', () => {
  it('signs a JSON of name, attributes and a seconds timestamp and registers it', async () => {
    const { names, deps, signMessage } = setup()
    await names.registerName('alice')
    const message = JSON.stringify({ name: 'alice', attributes: {}, timestamp: 1_700_000_000 })
    expect(signMessage).toHaveBeenCalledWith({ message, address })
    expect(deps.registerName).toHaveBeenCalledWith(
      expect.objectContaining({ address, message, signature: '0xsigned' }),
    )
    expect(JSON.parse(message)).toEqual({ name: 'alice', attributes: {}, timestamp: 1_700_000_000 })
  })

  it('sends the coin type of the active chain (ENSIP-11: 0x80000000 | chainId)', async () => {
    const { names, deps } = setup()
    await names.registerName('alice')
    expect(deps.registerName).toHaveBeenCalledWith(
      expect.objectContaining({ coinType: (0x80000000 | 10) >>> 0 }),
    )
  })

  it("fails with 'Network not found' without an active network", async () => {
    const { names, deps } = setup({ getActiveNetwork: () => undefined })
    await expect(names.registerName('alice')).rejects.toThrow(NetworkNotFoundError)
    await expect(names.registerName('alice')).rejects.toThrow('Network not found')
    expect(deps.registerName).not.toHaveBeenCalled()
  })

  it("fails with 'Address or auth connector not found' without an address", async () => {
    const { names } = setup({ getAddress: () => undefined })
    await expect(names.registerName('alice')).rejects.toThrow(AddressOrAuthConnectorNotFoundError)
  })

  it("fails with 'Address or auth connector not found' without the auth connector", async () => {
    const { names } = setup({ getAuthConnector: () => undefined })
    await expect(names.registerName('alice')).rejects.toThrow('Address or auth connector not found')
  })

  it("fails with 'Error registering name {name}' when the registration call fails", async () => {
    const { names } = setup({ registerName: failing })
    await expect(names.registerName('alice')).rejects.toThrow(RegisterNameError)
    await expect(names.registerName('alice')).rejects.toThrow('Error registering name alice')
    expect(names.state.loading).toBe(false)
  })

  it("fails with 'Error registering name {name}' when signing fails", async () => {
    const { names } = setup({
      getAuthConnector: () => ({ signMessage: failing }),
    })
    await expect(names.registerName('alice')).rejects.toThrow('Error registering name alice')
  })

  it("keeps 'Invalid chainId' for a chain id of 2^31 or more", async () => {
    const { names } = setup({ getActiveNetwork: () => ({ id: 2 ** 31 }) })
    await expect(names.registerName('alice')).rejects.toThrow('Invalid chainId')
  })

  it('createRegistrationMessage rounds the timestamp down to seconds', () => {
    expect(JSON.parse(createRegistrationMessage('bob1', 1_999))).toEqual({
      name: 'bob1',
      attributes: {},
      timestamp: 1,
    })
  })
})

describe("the connected account's profile name (reverse lookup)", () => {
  function syncSetup(answers: Record<string, () => Promise<ProfileAccountResponse[]>> = {}) {
    let connected: string | undefined = address
    const listeners = new Set<() => void>()
    const reverseLookup = vi.fn(
      ({ address: wanted, signal }: { address: string; signal?: AbortSignal | undefined }) =>
        (
          answers[wanted] ?? (async () => [{ ...profile, name: `${wanted.slice(0, 4)}.test` }])
        )().then((answer) => {
          if (signal?.aborted) throw new Error('aborted')
          return answer
        }),
    )
    const setProfile = vi.fn()
    const sync = createProfileNameSync({
      getAddress: () => connected,
      reverseLookup,
      setProfile,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    })
    const connect = (next: string | undefined) => {
      connected = next
      for (const listener of listeners) listener()
    }
    return { sync, reverseLookup, setProfile, connect, listeners }
  }

  it('looks the connected address up once and stores its first name and avatar', async () => {
    const withAvatar = { ...profile, attributes: [{ avatar: 'https://img.test/a.png' }] }
    const { sync, reverseLookup, setProfile, connect } = syncSetup({
      [address]: async () => [withAvatar, { ...profile, name: 'second.test' }],
    })
    await vi.waitFor(() => expect(setProfile).toHaveBeenCalledTimes(1))
    expect(setProfile).toHaveBeenCalledWith(address, {
      name: 'alice.test',
      image: 'https://img.test/a.png',
    })
    // Unrelated changes (same address) ask nothing again.
    connect(address)
    connect(address)
    expect(reverseLookup).toHaveBeenCalledTimes(1)
    sync.stop()
  })

  it('an address with no name gets none (the address is shown)', async () => {
    const { setProfile } = syncSetup({ [address]: async () => [] })
    await vi.waitFor(() =>
      expect(setProfile).toHaveBeenCalledWith(address, { name: null, image: null }),
    )
  })

  it('an account change cancels the older lookup: only the newest address is stored', async () => {
    const other = '0x2222222222222222222222222222222222222222'
    let release: () => void = () => undefined
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    const { setProfile, reverseLookup, connect, sync } = syncSetup({
      [address]: async () => {
        await slow
        return [profile]
      },
    })
    connect(other)
    release()
    await vi.waitFor(() => expect(setProfile).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(setProfile).toHaveBeenCalledTimes(1)
    expect(setProfile.mock.calls[0]?.[0]).toBe(other)
    const firstSignal = reverseLookup.mock.calls[0]?.[0].signal
    expect(firstSignal?.aborted).toBe(true)
    expect(sync.isLoading()).toBe(false)
  })

  it('a failed lookup stores nothing and is no unhandled rejection', async () => {
    const { setProfile, sync, reverseLookup } = syncSetup({ [address]: failing })
    await vi.waitFor(() => expect(reverseLookup).toHaveBeenCalled())
    await vi.waitFor(() => expect(sync.isLoading()).toBe(false))
    expect(setProfile).not.toHaveBeenCalled()
  })

  it('disconnecting looks nothing up; stop unsubscribes', () => {
    const { sync, reverseLookup, connect, listeners } = syncSetup()
    connect(undefined)
    expect(reverseLookup).toHaveBeenCalledTimes(1)
    sync.stop()
    expect(listeners.size).toBe(0)
  })

  it('reads the first name of a reverse answer, ignoring an answer that is not a list', () => {
    expect(profileFromReverseLookup([profile])).toEqual({ name: 'alice.test', image: null })
    expect(profileFromReverseLookup({ name: 'x' })).toEqual({ name: null, image: null })
    expect(profileFromReverseLookup([{ attributes: [] }])).toEqual({ name: null, image: null })
  })
})
