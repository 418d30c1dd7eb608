import { describe, expect, it } from 'vitest'
import { createTestAuthProvider } from '../../adapter/test-auth-provider.js'
import type { ChainNamespace } from '../../chains/types.js'
import type { AccountType } from '../../constants/features.js'
import type { EmbeddedWalletUser } from '../../types/account.js'
import {
  getAccountType,
  isAccountTypeSwitchOffered,
  loadAccountSettings,
  switchAccountType,
  switchAccountTypeShown,
} from './account-type.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const USER: EmbeddedWalletUser = { address: ADDRESS, chainId: 'eip155:1', email: 'me@example.com' }

/** A stand-in account controller: users per namespace; setUser and the connection record. */
function fakeDeps(user: EmbeddedWalletUser | undefined = USER) {
  const calls: string[] = []
  const users: Partial<Record<ChainNamespace, EmbeddedWalletUser | undefined>> = { eip155: user }
  return {
    calls,
    users,
    account: {
      getAccountState: (namespace: ChainNamespace) => ({ user: users[namespace] }),
      setUser: (namespace: ChainNamespace, next: EmbeddedWalletUser | undefined) => {
        calls.push(`setUser:${namespace}`)
        users[namespace] = next
      },
    },
    connection: {
      setPreferredAccountType: async (type: AccountType, namespace: ChainNamespace) => {
        calls.push(`setPreferredAccountType:${type}:${namespace}`)
      },
    },
  }
}

describe('getAccountType', () => {
  const account = {
    address: ADDRESS.toUpperCase().replace('0X', '0x'),
    allAccounts: [{ address: ADDRESS, type: 'smartAccount' as const }],
    user: undefined as EmbeddedWalletUser | undefined,
    preferredAccountTypes: { eip155: 'eoa', solana: 'eoa', bip122: 'payment' } as const,
  }

  it("the wallet's word first, else the listed type (any case), else the namespace default", () => {
    expect(
      getAccountType({ ...account, user: { ...USER, preferredAccountType: 'eoa' } }, 'eip155'),
    ).toBe('eoa')
    expect(getAccountType(account, 'eip155')).toBe('smartAccount')
    expect(getAccountType({ ...account, allAccounts: [] }, 'bip122')).toBe('payment')
  })
})

describe('isAccountTypeSwitchOffered', () => {
  it('only on an eip155 network the wallet lists for a smart account', () => {
    const network = { chainNamespace: 'eip155', id: 10 }
    expect(isAccountTypeSwitchOffered({ network, smartAccountNetworks: [1, 10] })).toBe(true)
    expect(isAccountTypeSwitchOffered({ network, smartAccountNetworks: [1] })).toBe(false)
    expect(isAccountTypeSwitchOffered({ network, smartAccountNetworks: undefined })).toBe(false)
    const solana = { chainNamespace: 'solana', id: 10 }
    expect(isAccountTypeSwitchOffered({ network: solana, smartAccountNetworks: [10] })).toBe(false)
    expect(isAccountTypeSwitchOffered({ network: undefined, smartAccountNetworks: [10] })).toBe(
      false,
    )
  })
})

describe('loadAccountSettings', () => {
  it("stores the frame's user on the active namespace and answers the networks", async () => {
    const deps = fakeDeps(undefined)
    const { provider } = createTestAuthProvider()
    provider.getSmartAccountEnabledNetworks = async () => ({ smartAccountEnabledNetworks: [10] })
    const networks = await loadAccountSettings({ ...deps, provider, namespace: 'eip155' }, {})
    expect(networks).toEqual([10])
    expect(deps.users.eip155).toMatchObject({ email: 'person@example.com' })
  })

  it('an unanswered question offers no switch; a given-up one stores nothing', async () => {
    const deps = fakeDeps(undefined)
    const { provider } = createTestAuthProvider()
    provider.getSmartAccountEnabledNetworks = async () => {
      throw new Error('frame timed out')
    }
    provider.getUser = async () => {
      throw new Error('frame timed out')
    }
    await expect(
      loadAccountSettings({ ...deps, provider, namespace: 'eip155' }, {}),
    ).resolves.toEqual([])
    expect(deps.calls).toEqual([])
    const controller = new AbortController()
    controller.abort()
    const { provider: answering } = createTestAuthProvider()
    const context = { ...deps, provider: answering, namespace: 'eip155' as const }
    await expect(
      loadAccountSettings(context, { signal: controller.signal }),
    ).resolves.toBeUndefined()
    expect(deps.calls).toEqual([])
  })
})

describe('switchAccountType', () => {
  it('the frame switches, the connection stores the type, the user carries it', async () => {
    const deps = fakeDeps()
    const { provider, calls } = createTestAuthProvider({ calls: deps.calls })
    const context = { ...deps, getProvider: () => provider, namespace: 'eip155' as const }
    await expect(switchAccountType(context, { type: 'smartAccount' })).resolves.toBe('eip155')
    expect(calls).toEqual([
      'setPreferredAccount:smartAccount',
      'setPreferredAccountType:smartAccount:eip155',
      'setUser:eip155',
    ])
    expect(deps.users.eip155?.preferredAccountType).toBe('smartAccount')
  })

  it('without an active namespace the frame is not asked; a given-up switch stores nothing', async () => {
    const deps = fakeDeps()
    const { provider, calls } = createTestAuthProvider({ calls: deps.calls })
    const noProvider = () => {
      throw new Error('asked for the provider')
    }
    await expect(
      switchAccountType(
        { ...deps, getProvider: noProvider, namespace: undefined },
        { type: 'eoa' },
      ),
    ).rejects.toMatchObject({ name: 'AuthInitializationError' })
    const controller = new AbortController()
    provider.setPreferredAccount = async ({ type }) => {
      controller.abort()
      return { type, address: ADDRESS }
    }
    const context = { ...deps, getProvider: () => provider, namespace: 'eip155' as const }
    await expect(
      switchAccountType(context, { type: 'eoa', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'RequestAbortedError' })
    expect(calls).toEqual([])
  })
})

describe('switchAccountTypeShown', () => {
  it("shows the switch under way, then the frame's refusal (nothing once given up)", async () => {
    const deps = fakeDeps()
    const { provider } = createTestAuthProvider()
    const state = { switchingAccountType: false, accountTypeError: 'old' as string | undefined }
    const seen: boolean[] = []
    provider.setPreferredAccount = async () => {
      seen.push(state.switchingAccountType)
      throw new Error('Smart accounts are not available')
    }
    const context = { ...deps, state, getProvider: () => provider, namespace: 'eip155' as const }
    await expect(switchAccountTypeShown(context, { type: 'smartAccount' })).resolves.toBe(false)
    expect(seen).toEqual([true])
    expect(state).toEqual({ switchingAccountType: false, accountTypeError: expect.any(String) })
    const controller = new AbortController()
    controller.abort()
    await switchAccountTypeShown(context, { type: 'smartAccount', signal: controller.signal })
    expect(state.accountTypeError).toBeUndefined()
    provider.setPreferredAccount = async ({ type }) => ({ type, address: ADDRESS })
    await expect(switchAccountTypeShown(context, { type: 'eoa' })).resolves.toBe(true)
    expect(state).toEqual({ switchingAccountType: false, accountTypeError: undefined })
  })
})
