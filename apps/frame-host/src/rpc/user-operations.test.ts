import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvmChainClient } from './evm-client.js'

/**
 * The kit frame-host builds smart accounts with reports each of its calls to MetaMask's
 * analytics unless told not to: a wallet server must not tell a third party which accounts
 * its users have.
 */

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const environment = {
  EntryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  SimpleFactory: ADDRESS,
  DelegationManager: ADDRESS,
  implementations: { HybridDeleGatorImpl: ADDRESS },
  caveatEnforcers: {},
} as never

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('smart accounts without telemetry', () => {
  it('computing a smart account sends nothing anywhere (no chain call, no analytics)', async () => {
    // As on a developer's machine: neither CI nor DO_NOT_TRACK set by the environment.
    delete process.env.CI
    vi.useFakeTimers()
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'))
    // Loaded after the spy: the kit's analytics client keeps the fetch it finds when it loads.
    const { smartAccountAddress } = await import('./user-operations.js')
    const chain = createEvmChainClient({
      caip2: 'eip155:31337',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:9/',
      timeoutMs: 1000,
      signal: new AbortController().signal,
    })
    const owner = '0x00000000000000000000000000000000000000b2'
    const address = await smartAccountAddress(chain, 'eip155:31337', owner, {
      chain: { bundlerUrl: 'http://127.0.0.1:9/', environment },
    })
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await vi.advanceTimersByTimeAsync(120_000)
    const urls = fetchSpy.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : String(input),
    )
    expect(urls).toEqual([])
  })

  it("a user operation's gas is every limit together", async () => {
    const { userOperationGas } = await import('./user-operations.js')
    expect(
      userOperationGas({
        callGasLimit: 1n,
        verificationGasLimit: 2n,
        preVerificationGas: 4n,
        paymasterVerificationGasLimit: 8n,
        paymasterPostOpGasLimit: 16n,
      }),
    ).toBe(31n)
  })
})
