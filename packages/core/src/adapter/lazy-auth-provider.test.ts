import { describe, expect, it } from 'vitest'
import { EmailLoginDependencyError } from '../errors/embedded-wallet-frame.js'
import type { AuthProviderEvent } from '../types/embedded-wallet.js'
import {
  type AuthFrameClient,
  createLazyAuthConnector,
  createLazyAuthProvider,
} from './lazy-auth-provider.js'
import { createTestAuthProvider } from './test-auth-provider.js'

/** A frame client made of the test provider's methods, recording into `calls`. */
function fakeClient(calls: string[]) {
  const { provider } = createTestAuthProvider({ calls })
  const focused: string[] = []
  const client: AuthFrameClient = {
    ...provider,
    getUser: async (payload) => {
      calls.push(`getUser:${payload.chainId ?? 'active'}`)
      return provider.getUser()
    },
    frameElement: { focus: () => focused.push('frame') },
  }
  return { client, focused }
}

describe('createLazyAuthProvider', () => {
  it('loads the client on first use only, then forwards every method with its payload', async () => {
    const calls: string[] = []
    const { client } = fakeClient(calls)
    let loads = 0
    const { provider } = createLazyAuthProvider({
      client: async () => {
        loads += 1
        return client
      },
      loadedClient: () => client,
    })
    expect(loads).toBe(0)
    await provider.connectEmail({ email: 'a@b.co' })
    await provider.getSocialRedirectUri({ provider: 'github' })
    await provider.connectSocial({})
    await provider.getFarcasterUri()
    await provider.connectFarcaster()
    await provider.setPreferredAccount({ type: 'eoa' })
    await provider.updateEmail({ email: 'c@d.co' })
    await provider.getUser()
    expect(calls).toEqual([
      'connectEmail:a@b.co',
      'getSocialRedirectUri:github',
      'connectSocial',
      'getFarcasterUri',
      'connectFarcaster',
      'setPreferredAccount:eoa',
      'updateEmail:c@d.co',
      'getUser:active',
    ])
    expect(loads).toBe(8)
  })

  it('asks getUser for the network the adapter names', async () => {
    const calls: string[] = []
    const { client } = fakeClient(calls)
    const { provider } = createLazyAuthProvider({
      client: async () => client,
      userQuery: async () => ({ chainId: 'solana:devnet' }),
      loadedClient: () => client,
    })
    await provider.getUser()
    expect(calls).toEqual(['getUser:solana:devnet'])
  })

  it('focuses the frame only when the client has loaded, without loading it', () => {
    const { client, focused } = fakeClient([])
    let loaded: AuthFrameClient | undefined
    let loads = 0
    const { provider } = createLazyAuthProvider({
      client: async () => {
        loads += 1
        return client
      },
      loadedClient: () => loaded,
    })
    provider.focusFrame?.()
    expect(focused).toEqual([])
    loaded = client
    provider.focusFrame?.()
    expect(focused).toEqual(['frame'])
    expect(loads).toBe(0)
  })

  it('hands emitted events to subscribers until they leave or are cleared', () => {
    const { client } = fakeClient([])
    const { provider, emit, clear } = createLazyAuthProvider({
      client: async () => client,
      loadedClient: () => client,
    })
    const seen: AuthProviderEvent['type'][] = []
    const unsubscribe = provider.subscribe((event) => seen.push(event.type))
    provider.subscribe((event) => seen.push(`second:${event.type}` as never))
    const request = { namespace: 'eip155', method: 'eth_sendTransaction', chainId: 'eip155:1' }
    emit({ type: 'approvalRequired', request })
    unsubscribe()
    emit({ type: 'approvalSettled', request })
    clear()
    emit({ type: 'approvalRequired', request })
    expect(seen).toEqual(['approvalRequired', 'second:approvalRequired', 'second:approvalSettled'])
  })

  it('shows and focuses the frame while the email update waits for the user there', async () => {
    const calls: string[] = []
    const { client } = fakeClient(calls)
    const shown: string[] = []
    let confirm: () => void = () => {}
    const waiting: AuthFrameClient = {
      ...client,
      frameElement: { focus: () => shown.push('focus') },
      showFrame: () => shown.push('show'),
      hideFrame: () => shown.push('hide'),
      updateEmail: () =>
        new Promise((resolve) => {
          confirm = () => resolve({ action: 'VERIFY_PRIMARY_OTP' })
        }),
    }
    const { provider } = createLazyAuthProvider({
      client: async () => waiting,
      loadedClient: () => waiting,
    })
    const update = provider.updateEmail({ email: 'c@d.co' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shown).toEqual(['show', 'focus'])
    confirm()
    expect(await update).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(shown).toEqual(['show', 'focus', 'hide'])
  })

  it('passes a load failure on to the caller', async () => {
    const failure = new Error('chunk failed')
    const { provider } = createLazyAuthProvider({
      client: async () => {
        throw failure
      },
      loadedClient: () => undefined,
    })
    await expect(provider.connectFarcaster()).rejects.toBe(failure)
  })
})

describe('createLazyAuthConnector', () => {
  function runtimeModule(calls: string[]) {
    const { client } = fakeClient(calls)
    return {
      createRuntime: (emit: (event: AuthProviderEvent) => void) => ({
        client,
        chainId: 'solana:devnet',
        emit,
        destroy: () => calls.push('destroy'),
      }),
    }
  }

  it('imports the runtime on first use only, once, and asks getUser with the runtime', async () => {
    const calls: string[] = []
    let imports = 0
    const connector = createLazyAuthConnector({
      importRuntime: async () => {
        imports += 1
        return runtimeModule(calls)
      },
      createRuntime: (module, emit) => module.createRuntime(emit),
      userQuery: (runtime) => ({ chainId: runtime.chainId }),
      eager: false,
    })
    await Promise.resolve()
    expect(imports).toBe(0)
    await connector.provider.getUser()
    await connector.provider.connectFarcaster()
    expect(imports).toBe(1)
    expect(calls).toEqual(['getUser:solana:devnet', 'connectFarcaster'])
  })

  it("a chunk that does not load is docs/errors.md's 'Unable to load email login dependency'", async () => {
    const connector = createLazyAuthConnector({
      importRuntime: async () => {
        throw new TypeError('Failed to fetch dynamically imported module')
      },
      createRuntime: () => {
        throw new Error('never made')
      },
      eager: false,
    })
    const error = await connector.provider.load().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmailLoginDependencyError)
    expect((error as EmailLoginDependencyError).shortMessage).toBe(
      'Unable to load email login dependency',
    )
  })

  it('loads at once when eager, and a destroy during the load ends the runtime it makes', async () => {
    const calls: string[] = []
    let release: () => void = () => undefined
    const connector = createLazyAuthConnector({
      importRuntime: () =>
        new Promise<ReturnType<typeof runtimeModule>>((resolve) => {
          release = () => resolve(runtimeModule(calls))
        }),
      createRuntime: (module, emit) => module.createRuntime(emit),
      eager: true,
    })
    connector.destroy()
    release()
    await connector.loadRuntime()
    expect(calls).toEqual(['destroy'])
  })

  it("hands the runtime's events to the provider's listeners", async () => {
    const connector = createLazyAuthConnector({
      importRuntime: async () => runtimeModule([]),
      createRuntime: (module, emit) => module.createRuntime(emit),
      eager: false,
    })
    const seen: string[] = []
    connector.provider.subscribe((event) => seen.push(event.type))
    const runtime = await connector.loadRuntime()
    runtime.emit({ type: 'actionNotAllowed', error: new Error('Action not allowed') })
    expect(seen).toEqual(['actionNotAllowed'])
  })
})
