import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'
import { DevnetEnvError, isLoopbackUrl, readDevnetEndpoints } from './devnet-endpoints.js'

describe('@keyway/devnet/fixtures, as the Vite config loads it', () => {
  it('resolves to a plain JavaScript file that imports no other module', () => {
    // The Vite config runs under plain Node, which loads no TypeScript from a package.
    const file = createRequire(import.meta.url).resolve('@keyway/devnet/fixtures')
    expect(file).toMatch(/\/fixtures\.js$/)
    expect(staticImportGraph(dirname(file), 'fixtures.js')).toEqual({
      files: ['fixtures.js'],
      packages: [],
    })
  })
})

describe('readDevnetEndpoints', () => {
  it("defaults to devnet's fixed loopback ports when KEYWAY_DEVNET is absent", () => {
    expect(readDevnetEndpoints(undefined)).toEqual({
      evmRpc: 'http://127.0.0.1:8545',
      evmRpc2: 'http://127.0.0.1:8546',
      relay: 'ws://127.0.0.1:8555',
      blockchainApi: 'http://127.0.0.1:8510',
      configApi: 'http://127.0.0.1:8511',
      solanaRpc: 'http://127.0.0.1:8899',
      evmChainId: 31337,
      evmChainId2: 31338,
      // devnet's fixed genesis hash (the demo's Solana network is `solana:` + its first 32).
      solanaGenesisHash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{43,44}$/),
      solanaTestAccounts: Array.from({ length: 5 }, () =>
        expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
      ),
      // The test tokens' fixed addresses (checked against the deployed ones in devnet's tests).
      evmTokens: {
        usdc: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        dai: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        usdt: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      },
      solanaUsdcMint: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    })
  })

  it("takes the URLs of devnet's READY JSON, with or without the READY prefix", () => {
    const json = JSON.stringify({
      evmRpc: 'http://127.0.0.1:40001',
      evmRpc2: 'http://127.0.0.1:40002',
      relay: 'ws://127.0.0.1:40003',
      blockchainApi: 'http://127.0.0.1:40004',
      configApi: 'http://127.0.0.1:40005',
      accounts: { evm: [{ address: '0x1', privateKey: '0x2' }] },
    })
    for (const text of [json, `DEVNET READY ${json}`]) {
      const endpoints = readDevnetEndpoints(text)
      expect(endpoints.relay).toBe('ws://127.0.0.1:40003')
      expect(endpoints.configApi).toBe('http://127.0.0.1:40005')
      // Keys never reach the browser bundle.
      expect(endpoints).not.toHaveProperty('accounts')
    }
  })

  it('fills keys the READY JSON lacks from the fixed ports', () => {
    const endpoints = readDevnetEndpoints('{"evmRpc":"http://localhost:9000"}')
    expect(endpoints.evmRpc).toBe('http://localhost:9000')
    expect(endpoints.evmRpc2).toBe('http://127.0.0.1:8546')
  })

  it("adds frame-host's URL from KEYWAY_FRAME_HOST, with or without its READY prefix", () => {
    expect(readDevnetEndpoints(undefined)).not.toHaveProperty('frameHost')
    expect(readDevnetEndpoints(undefined, { frameHost: '' })).not.toHaveProperty('frameHost')
    for (const text of ['http://localhost:8520/', 'FRAME HOST READY http://localhost:8520']) {
      expect(readDevnetEndpoints(undefined, { frameHost: text }).frameHost).toBe(
        'http://localhost:8520',
      )
    }
  })

  it("takes the first chain's ERC-4337 stack from READY's smartAccounts, and checks it", () => {
    const environment = {
      DelegationManager: `0x${'1'.repeat(40)}`,
      SimpleFactory: `0x${'2'.repeat(40)}`,
      EntryPoint: `0x${'3'.repeat(40)}`,
      implementations: { HybridDeleGatorImpl: `0x${'4'.repeat(40)}` },
    }
    const route = 'http://127.0.0.1:40004/v1/bundler?chainId=eip155:31337'
    const ready = (chain: Record<string, unknown>) =>
      JSON.stringify({ smartAccounts: { '31337': chain } })
    expect(readDevnetEndpoints(undefined)).not.toHaveProperty('smartAccounts')
    expect(
      readDevnetEndpoints(ready({ bundlerUrl: route, paymasterUrl: route, environment }))
        .smartAccounts,
    ).toEqual({ bundlerUrl: route, paymasterUrl: route, environment })
    expect(() =>
      readDevnetEndpoints(
        ready({ bundlerUrl: 'https://bundler.example.com', paymasterUrl: route, environment }),
      ),
    ).toThrow('KEYWAY_DEVNET.smartAccounts.bundlerUrl must be a loopback http(s) URL')
    expect(() =>
      readDevnetEndpoints(
        ready({
          bundlerUrl: route,
          paymasterUrl: route,
          environment: { ...environment, DelegationManager: '0x12' },
        }),
      ),
    ).toThrow(DevnetEnvError)
  })

  it('rejects a frame host off loopback or not on http(s)', () => {
    expect(() =>
      readDevnetEndpoints(undefined, { frameHost: 'https://wallet.example.com' }),
    ).toThrow('KEYWAY_FRAME_HOST must be a loopback http(s) URL, got https://wallet.example.com')
    expect(() => readDevnetEndpoints(undefined, { frameHost: 'ws://127.0.0.1:8520' })).toThrow(
      DevnetEnvError,
    )
  })

  it('rejects text that is not JSON', () => {
    expect(() => readDevnetEndpoints('DEVNET READY {oops')).toThrow(DevnetEnvError)
  })

  it('rejects an endpoint on a non-loopback host (the demo runs on devnet alone)', () => {
    expect(() => readDevnetEndpoints('{"configApi":"https://api.example.com"}')).toThrow(
      'KEYWAY_DEVNET.configApi must be a loopback URL, got https://api.example.com',
    )
  })
})

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:8545', true],
    ['ws://127.0.0.1:8555/?auth=x', true],
    ['http://127.4.5.6/', true],
    ['http://localhost:5173/', true],
    ['http://[::1]:80/', true],
    ['https://relay.walletconnect.org', false],
    ['http://128.0.0.1/', false],
    ['http://127.0.0.1.example.com/', false],
    ['data:text/plain,hi', false],
    ['not a url', false],
  ])('%s is loopback: %s', (url, expected) => {
    expect(isLoopbackUrl(url)).toBe(expected)
  })
})
