import { describe, expect, it } from 'vitest'
import type { AuthProviderEvent } from '../types/embedded-wallet.js'
import { type AuthFrameClient, createLazyAuthProvider } from './lazy-auth-provider.js'
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
