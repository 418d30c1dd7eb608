import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nativeSwapPoolArtifact, swapPoolArtifact, swapRouterArtifact } from './artifacts.gen.js'
import { type EvmDevnet, startEvmChains } from './index.js'
import { devnetTokenAddresses } from './token-addresses.js'

let evm: EvmDevnet

beforeAll(async () => {
  evm = await startEvmChains({ host: '127.0.0.1', ports: { evmRpc: 0, evmRpc2: 0 } })
})
afterAll(async () => {
  await evm?.stop()
})

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

describe('startEvmChains', () => {
  it('runs two chains, 31337 and 31338 by default, so network switching is real', async () => {
    expect(evm.chains.map((c) => c.chainId)).toEqual([31337, 31338])
    for (const chain of evm.chains) {
      expect(await clientOf(chain.rpcUrl).getChainId()).toBe(chain.chainId)
    }
  })

  it('deploys every contract on both chains', async () => {
    for (const chain of evm.chains) {
      const client = clientOf(chain.rpcUrl)
      for (const address of Object.values(chain.contracts)) {
        expect((await client.getCode({ address }))?.length ?? 0).toBeGreaterThan(2)
      }
    }
  })

  it('deploys the test tokens where devnetTokenAddresses() says (same on both chains)', () => {
    const expected = devnetTokenAddresses()
    for (const chain of evm.chains) {
      expect({
        usdc: chain.contracts.usdc,
        dai: chain.contracts.dai,
        usdt: chain.contracts.usdt,
      }).toEqual(expected)
    }
  })

  it('funds each test account with ETH and 10,000 of every test token', async () => {
    const [chain] = evm.chains
    if (!chain) throw new Error('no chain')
    const client = clientOf(chain.rpcUrl)
    const account = evm.accounts[9]?.address
    if (!account) throw new Error('no account')
    expect(evm.accounts).toHaveLength(10)
    expect(await client.getBalance({ address: account })).toBeGreaterThan(0n)
    const read = (address: `0x${string}`) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    expect(await read(chain.contracts.usdc)).toBe(parseUnits('10000', 6))
    expect(await read(chain.contracts.dai)).toBe(parseUnits('10000', 18))
    expect(await read(chain.contracts.usdt)).toBe(parseUnits('10000', 6))
  })

  it('seeds the USDC/DAI pool with liquidity on both chains', async () => {
    for (const chain of evm.chains) {
      const [r0, r1] = await clientOf(chain.rpcUrl).readContract({
        address: chain.contracts.pool,
        abi: swapPoolArtifact.abi,
        functionName: 'getReserves',
      })
      expect(r0).toBe(parseUnits('1000000', 6))
      expect(r1).toBe(parseUnits('1000000', 18))
    }
  })

  it('seeds the USDC/ETH pool with 3,000,000 USDC and 1,000 ETH, and the router knows both pools', async () => {
    for (const chain of evm.chains) {
      const client = clientOf(chain.rpcUrl)
      const [usdc, eth] = await client.readContract({
        address: chain.contracts.nativePool,
        abi: nativeSwapPoolArtifact.abi,
        functionName: 'getReserves',
      })
      expect(usdc).toBe(parseUnits('3000000', 6))
      expect(eth).toBe(parseUnits('1000', 18))
      // The pool holds the coin it accounts for.
      expect(await client.getBalance({ address: chain.contracts.nativePool })).toBe(eth)
      const read = (functionName: 'pool' | 'nativePool') =>
        client.readContract({
          address: chain.contracts.router,
          abi: swapRouterArtifact.abi,
          functionName,
        })
      expect(await read('pool')).toBe(chain.contracts.pool)
      expect(await read('nativePool')).toBe(chain.contracts.nativePool)
    }
  })

  it('the USDT-like token transfer returns no data (docs/limits.md#swaps), the USDC-like one returns true', async () => {
    const [chain] = evm.chains
    const from = evm.accounts[0]?.address
    if (!chain || !from) throw new Error('no chain')
    const client = clientOf(chain.rpcUrl)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [from, 1n] })
    const usdt = await client.call({
      account: from,
      to: chain.contracts.usdt,
      data,
    })
    const usdc = await client.call({
      account: from,
      to: chain.contracts.usdc,
      data,
    })
    expect(usdt.data).toBeUndefined()
    expect(usdc.data).toBe(`0x${'1'.padStart(64, '0')}`)
  })
})
