import type { UniversalProvider } from '@keyway/adapter-solana'
import { describe, expect, it } from 'vitest'
import { createSharedWalletConnect } from './shared-walletconnect.js'

const options = {
  projectId: 'p',
  relayUrl: 'ws://127.0.0.1:1',
  metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
  telemetryEnabled: false as const,
  logger: 'silent',
}

function fakeImport(outcomes: ('ok' | 'fail')[]) {
  const inits: unknown[] = []
  const importProvider = async () => ({
    UniversalProvider: {
      init: async (initOptions: never) => {
        inits.push(initOptions)
        if (outcomes.shift() === 'fail') throw new Error('relay down')
        return { id: inits.length } as unknown as UniversalProvider
      },
    },
  })
  return { inits, importProvider }
}

describe('createSharedWalletConnect', () => {
  it('gives both adapters the same provider, initialised once (one session for eip155 and solana)', async () => {
    const { inits, importProvider } = fakeImport(['ok'])
    const shared = createSharedWalletConnect(options, importProvider)
    const [evm, solana] = await Promise.all([shared.load(options), shared.provider()])
    expect(evm).toBe(solana)
    expect(inits).toEqual([options])
  })

  it('a failed load is retried by the next call', async () => {
    const { inits, importProvider } = fakeImport(['fail', 'ok'])
    const shared = createSharedWalletConnect(options, importProvider)
    await expect(shared.provider()).rejects.toThrow('relay down')
    await expect(shared.provider()).resolves.toMatchObject({ id: 2 })
    expect(inits).toHaveLength(2)
  })
})
