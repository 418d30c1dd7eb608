import { describe, expect, it } from 'vitest'
import { disconnect } from '../actions/disconnect.js'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { createTestAuthProvider } from '../adapter/test-auth-provider.js'
import { testArbitrum, testMainnet } from '../adapter/test-networks.js'
import type { StorageLike } from '../controllers/storage.js'
import { createMemoryStorage } from '../controllers/storage.js'
import type { AuthProvider, EmbeddedWalletAdapterConfig } from '../types/embedded-wallet.js'
import { createKeyway } from './create-keyway.js'

const USER = { address: '0x1111111111111111111111111111111111111111', chainId: 'eip155:1' }

function fakeProvider(calls: string[]): AuthProvider {
  return {
    ...createTestAuthProvider().provider,
    load: async () => undefined,
    connectEmail: async ({ email }) => {
      calls.push(`connectEmail:${email}`)
      return { action: 'VERIFY_OTP' }
    },
    connectDevice: async () => ({}),
    connectOtp: async ({ otp }) => {
      calls.push(`connectOtp:${otp}`)
      return USER
    },
    getUser: async () => USER,
    isConnected: async () => true,
    signOut: async () => {
      calls.push('signOut')
    },
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: async () => ({}),
    updateEmailSecondaryOtp: async () => ({ newEmail: 'new@example.com' }),
    subscribe: () => () => undefined,
  }
}

function setup(
  options: { frameHost?: string; projectId?: string | undefined; storage?: StorageLike } = {},
) {
  const calls: string[] = []
  const configs: EmbeddedWalletAdapterConfig[] = []
  const evm = createTestAdapter({
    namespace: 'eip155',
    connectors: [
      {
        id: 'embeddedWallet',
        name: 'Email',
        chain: 'eip155',
        type: 'AUTH',
        provider: fakeProvider(calls),
      },
    ],
  })
  const adapter = Object.assign(evm, {
    setEmbeddedWallet: (config: EmbeddedWalletAdapterConfig) => configs.push(config),
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet, testArbitrum],
    projectId: 'projectId' in options ? options.projectId : 'project-1',
    sdkVersion: '2.0.0',
    endpoints: options.frameHost ? { frameHost: options.frameHost } : {},
    storage: options.storage ?? createMemoryStorage(),
    logger: { warn: () => undefined },
  })
  return { client, calls, configs, evm }
}

describe('createKeyway with endpoints.frameHost (docs/embedded-wallet.md#loading-the-frame)', () => {
  it('tells the adapters where the frame lives: <frameHost>/frame, with the project and SDK version', async () => {
    const { configs, client } = setup({ frameHost: 'https://wallet.example.com' })
    // Only once the controller's module has loaded: the AUTH connector never shows before it.
    expect(configs).toHaveLength(0)
    await client._internal.embeddedWallet?.load()
    expect(configs).toHaveLength(1)
    expect(configs[0]).toMatchObject({
      frameUrl: 'https://wallet.example.com/frame',
      projectId: 'project-1',
      sdkVersion: '2.0.0',
      loginUsed: false,
    })
    // The storage the email-login controller reads, so the throttle and flags are shared.
    expect(configs[0]?.storage).toBe(client._internal.storage)
  })

  it('keeps a frame host path', async () => {
    const { configs, client } = setup({ frameHost: 'https://example.com/wallet/' })
    await client._internal.embeddedWallet?.load()
    expect(configs[0]?.frameUrl).toBe('https://example.com/wallet/frame')
  })

  it('says when an email login was used before, so the frame is created eagerly', async () => {
    const storage = createMemoryStorage()
    const first = setup({ frameHost: 'https://wallet.example.com', storage })
    const login = await first.client._internal.embeddedWallet!.load()
    login.emailLogin.onLoginSuccess('me@example.com')
    expect(first.client._internal.emailLogin.state).toEqual({
      email: 'me@example.com',
      loginUsed: true,
    })
    const second = setup({ frameHost: 'https://wallet.example.com', storage })
    await second.client._internal.embeddedWallet?.load()
    expect(second.configs[0]?.loginUsed).toBe(true)
  })

  it('configures no frame, and loads no controller, without a frame host or without a project id', () => {
    const none = setup()
    expect(none.configs).toEqual([])
    expect(none.client._internal.embeddedWallet).toBeUndefined()
    const noProject = setup({ frameHost: 'https://wallet.example.com', projectId: undefined })
    expect(noProject.configs).toEqual([])
    expect(noProject.client._internal.embeddedWallet).toBeUndefined()
  })

  it('logs in by email over the AUTH connector; disconnecting clears the login cache', async () => {
    const { client, calls } = setup({ frameHost: 'https://wallet.example.com' })
    const { storage } = client._internal
    const embeddedWallet = await client._internal.embeddedWallet!.load()
    expect(embeddedWallet.isAvailable()).toBe(true)
    await expect(embeddedWallet.submitEmail('me@example.com')).resolves.toBe(true)
    expect(client.state.router.view).toBe('EmailVerifyOtp')
    embeddedWallet.emailLogin.onLoginSuccess('me@example.com')
    await expect(embeddedWallet.submitOtp('123456')).resolves.toBe(true)
    expect(calls).toEqual(['connectEmail:me@example.com', 'connectOtp:123456'])
    expect(client.state.connector.activeConnectorIds.eip155).toBe('embeddedWallet')
    expect(client._internal.account.getAccountState('eip155').address).toBe(USER.address)
    expect(storage.get('emailLoginUsed')).toBe(true)
    await disconnect(client)
    expect(storage.get('emailLoginUsed')).toBeUndefined()
    expect(storage.get('email')).toBeUndefined()
  })
})
