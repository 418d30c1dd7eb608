import { describe, expect, it, vi } from 'vitest'
import type { BuiltTransaction, SwapToken } from '../api/types.js'
import type { CaipAddress } from '../chains/types.js'
import { GasPriceNetworkNotSupportedError, SwapsNetworkNotSupportedError } from '../errors/chain.js'
import {
  createSwapController,
  isNativeSwapToken,
  requiresNoReturnValueTransfer,
  type SwapDeps,
  type SwapNetwork,
} from './swap.js'

const address = '0x1111111111111111111111111111111111111111'
const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
}
const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  logoUri: '',
}
const usdt: SwapToken = {
  ...usdc,
  symbol: 'USDT',
  address: 'eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7',
}
const built: BuiltTransaction = {
  from: `eip155:1:${address}`,
  to: 'eip155:1:0x2222222222222222222222222222222222222222',
  data: '0xdeadbeef',
}

function setup(network: SwapNetwork | undefined, overrides: Partial<SwapDeps> = {}) {
  const deps = {
    getActiveNetwork: () => network,
    getAddress: (): string | undefined => address,
    supportedNetworks: ['eip155:1', 'eip155:137'] as const,
    fetchTokens: vi.fn(async () => ({ tokens: [eth, usdc] })),
    fetchQuote: vi.fn(async () => ({
      quotes: [
        {
          fromAddress: eth.address,
          toAddress: usdc.address,
          fromAmount: '1',
          toAmount: '2500500000',
        },
      ],
    })),
    fetchAllowance: vi.fn(async () => ({ allowance: '1000000' })),
    fetchGasPrice: vi.fn(async () => ({ standard: '100', fast: '120', instant: '150' })),
    buildApprove: vi.fn(async () => ({ tx: built })),
    buildTransaction: vi.fn(async () => ({ tx: built })),
    ...overrides,
  }
  return { deps, swap: createSwapController(deps) }
}

const mainnet: SwapNetwork = { caipNetworkId: 'eip155:1' }
const unsupported: SwapNetwork = { caipNetworkId: 'eip155:999' }

describe('swap state (spec §9)', () => {
  it('starts empty with slippage 1', () => {
    const { swap } = setup(mainnet)
    expect(swap.state).toMatchObject({
      sourceToken: undefined,
      targetToken: undefined,
      sourceTokenAmount: '',
      quote: undefined,
      allowance: undefined,
      slippage: 1,
    })
  })
})

describe('swap networks (spec §8)', () => {
  it("token list fails with 'Network not supported for Swaps' off the supported networks", async () => {
    const { swap, deps } = setup(unsupported)
    await expect(swap.fetchTokens()).rejects.toThrow(SwapsNetworkNotSupportedError)
    await expect(swap.fetchTokens()).rejects.toThrow('Network not supported for Swaps')
    expect(deps.fetchTokens).not.toHaveBeenCalled()
    expect(swap.isNetworkSupported()).toBe(false)
  })

  it("gas price fails with 'Network not supported for Gas Price' off the supported networks", async () => {
    const { swap, deps } = setup(unsupported)
    await expect(swap.fetchGasPrice()).rejects.toThrow(GasPriceNetworkNotSupportedError)
    await expect(swap.fetchGasPrice()).rejects.toThrow('Network not supported for Gas Price')
    expect(deps.fetchGasPrice).not.toHaveBeenCalled()
  })

  it("fails with 'Network not supported for Swaps' without an active network", async () => {
    const { swap } = setup(undefined)
    await expect(swap.fetchTokens()).rejects.toThrow('Network not supported for Swaps')
  })

  it('quotes, allowance and transactions fail the same way off the supported networks', async () => {
    const { swap } = setup(unsupported)
    swap.setSourceToken(usdc)
    swap.setTargetToken(eth)
    swap.setSourceTokenAmount('1')
    await expect(swap.fetchQuote()).rejects.toThrow('Network not supported for Swaps')
    await expect(swap.fetchAllowance()).rejects.toThrow('Network not supported for Swaps')
    await expect(swap.buildApproveTransaction()).rejects.toThrow('Network not supported for Swaps')
    await expect(swap.buildSwapTransaction()).rejects.toThrow('Network not supported for Swaps')
  })
})

describe('swap calls through injected functions (spec §7)', () => {
  it('fetches the token list of the active chain', async () => {
    const { swap, deps } = setup(mainnet)
    expect(await swap.fetchTokens()).toEqual([eth, usdc])
    expect(deps.fetchTokens).toHaveBeenCalledWith({ chainId: 'eip155:1', signal: undefined })
    expect(swap.state.tokens).toEqual([eth, usdc])
  })

  it('quotes in base units with the CAIP-10 user address and the gas price', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(eth)
    swap.setTargetToken(usdc)
    swap.setSourceTokenAmount('1.5')
    await swap.fetchQuote()
    expect(deps.fetchQuote).toHaveBeenCalledWith({
      amount: '1500000000000000000',
      userAddress: `eip155:1:${address}`,
      from: eth.address,
      to: usdc.address,
      gasPrice: '100',
      signal: undefined,
    })
    expect(swap.state.targetTokenAmount).toBe('2500.5')
    expect(swap.state.loadingQuote).toBe(false)
  })

  it('asks for no quote while the form is incomplete or the amount is not a number', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(eth)
    swap.setTargetToken(usdc)
    expect(await swap.fetchQuote()).toBeUndefined()
    swap.setSourceTokenAmount('1.')
    swap.setSourceTokenAmount('abc')
    expect(await swap.fetchQuote()).toBeUndefined()
    swap.setSourceTokenAmount('0')
    expect(await swap.fetchQuote()).toBeUndefined()
    expect(deps.fetchQuote).not.toHaveBeenCalled()
  })

  it('reads the allowance of a token and asks for approval when it is below the amount', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(usdc)
    swap.setTargetToken(eth)
    swap.setSourceTokenAmount('2')
    expect(await swap.fetchAllowance()).toBe('1000000')
    expect(deps.fetchAllowance).toHaveBeenCalledWith({
      tokenAddress: usdc.address,
      userAddress: `eip155:1:${address}`,
      signal: undefined,
    })
    expect(swap.needsApproval()).toBe(true)
    swap.setSourceTokenAmount('1')
    expect(swap.needsApproval()).toBe(false)
  })

  it('needs no allowance for the native coin', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(eth)
    expect(await swap.fetchAllowance()).toBeUndefined()
    expect(deps.fetchAllowance).not.toHaveBeenCalled()
    expect(swap.needsApproval()).toBe(false)
  })

  it('builds the approve transaction', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(usdc)
    swap.setTargetToken(eth)
    expect(await swap.buildApproveTransaction()).toEqual(built)
    expect(deps.buildApprove).toHaveBeenCalledWith({
      userAddress: `eip155:1:${address}`,
      from: usdc.address,
      to: eth.address,
      signal: undefined,
    })
    expect(swap.state.approvalTransaction).toEqual(built)
  })

  it('builds the swap transaction with slippage 1', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(eth)
    swap.setTargetToken(usdc)
    swap.setSourceTokenAmount('0.1')
    expect(await swap.buildSwapTransaction()).toEqual(built)
    expect(deps.buildTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '100000000000000000', slippage: 1 }),
    )
  })

  it('switchTokens swaps source and target and uses the quoted amount as input', async () => {
    const { swap } = setup(mainnet)
    swap.setSourceToken(eth)
    swap.setTargetToken(usdc)
    swap.setSourceTokenAmount('1')
    await swap.fetchQuote()
    swap.switchTokens()
    expect(swap.state).toMatchObject({
      sourceToken: usdc,
      targetToken: eth,
      sourceTokenAmount: '2500.5',
      quote: undefined,
    })
  })
})

describe('USDT-style tokens (spec §9)', () => {
  it('flags USDT for the no-return-value transfer variant, whatever the address case', () => {
    expect(requiresNoReturnValueTransfer(usdt)).toBe(true)
    expect(requiresNoReturnValueTransfer(usdc)).toBe(false)
  })
})

describe('native coin', () => {
  it('recognises the native coin placeholder address', () => {
    expect(isNativeSwapToken(eth)).toBe(true)
    expect(isNativeSwapToken({ address: usdc.address as CaipAddress })).toBe(false)
  })
})
