import type { UniversalProviderInitOptions } from '@keyway/core/adapter'
import { describe, expect, it } from 'vitest'
import {
  createWalletConnectProviderLoader,
  type UniversalProvider,
} from './walletconnect-provider.js'

const metadata = { name: 'Dapp', description: 'd', url: 'http://127.0.0.1', icons: [] }

describe('createWalletConnectProviderLoader', () => {
  it("loads once with the adapter's options (telemetry off) and shares the provider", async () => {
    const seen: UniversalProviderInitOptions[] = []
    const provider = {} as UniversalProvider
    const load = createWalletConnectProviderLoader({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata,
      loadProvider: async (options) => {
        seen.push(options)
        return provider
      },
    })
    expect(seen).toEqual([])
    const [first, second] = await Promise.all([load(), load()])
    expect(first).toBe(provider)
    expect(second).toBe(provider)
    expect(seen).toEqual([
      {
        projectId: 'p',
        relayUrl: 'ws://127.0.0.1:1',
        metadata,
        telemetryEnabled: false,
        logger: 'silent',
      },
    ])
  })

  it('tries again after a failed load (relay down)', async () => {
    let attempts = 0
    const load = createWalletConnectProviderLoader({
      projectId: 'p',
      metadata,
      loadProvider: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('relay down')
        return {} as UniversalProvider
      },
    })
    await expect(load()).rejects.toThrow('relay down')
    await expect(load()).resolves.toBeDefined()
    expect(attempts).toBe(2)
  })
})
