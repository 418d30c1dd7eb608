import { describe, expect, it, vi } from 'vitest'
import type { BuiltTransaction, SwapToken } from '../../api/types.js'
import type { CaipAddress } from '../../chains/types.js'
import {
  GasPriceNetworkNotSupportedError,
  SwapsNetworkNotSupportedError,
} from '../../errors/chain-support.js'
import { SwapAmountRequiredError, SwapInsufficientBalanceError } from '../../errors/swap.js'
import { createSwapController, type SwapDeps, type SwapNetwork } from './controller.js'
import { isNativeSwapToken } from './rules/tokens.js'

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
    sendTransaction: vi.fn(async (_tx: BuiltTransaction) => '0xhash'),
    refreshBalances: vi.fn(async () => undefined),
    wait: vi.fn(async () => undefined),
    ...overrides,
  }
  return { deps, swap: createSwapController(deps) }
}

const mainnet: SwapNetwork = { caipNetworkId: 'eip155:1' }
const unsupported: SwapNetwork = { caipNetworkId: 'eip155:999' }

describe('swap state (docs/limits.md#swaps)', () => {
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

describe('swap networks (docs/errors.md#networks-and-addresses)', () => {
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

describe('swap calls through injected functions (docs/services.md)', () => {
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
    expect(deps.fetchQuote).not.toHaveBeenCalled()
    expect(swap.state.amountProblem).toBeUndefined()
  })

  it('refuses a quote for 0 with a typed error and the reason in the state, asking nothing', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(usdc)
    swap.setTargetToken(eth)
    for (const zero of ['0', '0.0', '.000000']) {
      swap.setSourceTokenAmount(zero)
      await expect(swap.fetchQuote()).rejects.toBeInstanceOf(SwapAmountRequiredError)
      expect(swap.state.amountProblem).toEqual({
        kind: 'zero',
        message: 'An amount greater than 0 is required',
      })
    }
    expect(swap.state.error).toBeUndefined()
    expect(deps.fetchQuote).not.toHaveBeenCalled()
    // A new amount clears the reason, and is quoted.
    swap.setSourceTokenAmount('1')
    expect(swap.state.amountProblem).toBeUndefined()
    await swap.fetchQuote()
    expect(deps.fetchQuote).toHaveBeenCalledTimes(1)
  })

  it('refuses a quote above the known balance of the source token, in its decimals', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(usdc)
    swap.setTargetToken(eth)
    swap.setSourceBalance('12.5')
    swap.setSourceTokenAmount('12.500001')
    const refused = await swap.fetchQuote().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SwapInsufficientBalanceError)
    expect(refused).toMatchObject({ shortMessage: 'Insufficient USDC balance', symbol: 'USDC' })
    expect(swap.state.amountProblem).toEqual({
      kind: 'over-balance',
      message: 'Insufficient USDC balance',
      symbol: 'USDC',
    })
    expect(swap.state.quote).toBeUndefined()
    expect(deps.fetchQuote).not.toHaveBeenCalled()
    swap.setSourceTokenAmount('12.5')
    await swap.fetchQuote()
    expect(swap.state.amountProblem).toBeUndefined()
    expect(deps.fetchQuote).toHaveBeenCalledTimes(1)
  })

  it('does not check against a balance it does not know, and forgets it with another source token', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(usdc)
    swap.setTargetToken(eth)
    swap.setSourceTokenAmount('1000000')
    await swap.fetchQuote()
    expect(deps.fetchQuote).toHaveBeenCalledTimes(1)
    swap.setSourceBalance('1')
    swap.switchTokens()
    expect(swap.state.sourceBalance).toBeUndefined()
    swap.setSourceBalance('1')
    swap.setSourceToken(usdt)
    expect(swap.state.sourceBalance).toBeUndefined()
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

describe('native coin', () => {
  it('recognises the native coin placeholder address', () => {
    expect(isNativeSwapToken(eth)).toBe(true)
    expect(isNativeSwapToken({ address: usdc.address as CaipAddress })).toBe(false)
  })
})

describe('swap steps (docs/account-features.md#swap)', () => {
  const dai: SwapToken = {
    ...usdc,
    symbol: 'DAI',
    address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f',
    decimals: 18,
  }
  const approveTx: BuiltTransaction = { ...built, data: '0xa9059cbb' }

  it('refuses an incomplete form with a typed error', async () => {
    const { swap } = setup(mainnet)
    swap.setSourceToken(usdc)
    await expect(swap.swap()).rejects.toThrow('Choose two tokens and an amount to swap')
    swap.setTargetToken(dai)
    await expect(swap.swap()).rejects.toThrow('Choose two tokens and an amount to swap')
  })

  it('refuses 0 and more than the balance with typed errors before any call', async () => {
    const { swap, deps } = setup(mainnet)
    swap.setSourceToken(usdc)
    swap.setTargetToken(dai)
    swap.setSourceTokenAmount('0')
    await expect(swap.swap()).rejects.toThrow('An amount greater than 0 is required')
    swap.setSourceBalance('3')
    swap.setSourceTokenAmount('4')
    await expect(swap.swap()).rejects.toBeInstanceOf(SwapInsufficientBalanceError)
    expect(swap.state.amountProblem?.kind).toBe('over-balance')
    expect(deps.fetchAllowance).not.toHaveBeenCalled()
    expect(deps.sendTransaction).not.toHaveBeenCalled()
  })

  it('a native source pays the built value and asks no allowance', async () => {
    const valued: BuiltTransaction = { ...built, value: '500000000000000000' }
    const { swap, deps } = setup(mainnet, { buildTransaction: async () => ({ tx: valued }) })
    swap.setSourceToken(eth)
    swap.setTargetToken(usdc)
    swap.setSourceBalance('2')
    swap.setSourceTokenAmount('0.5')
    await swap.swap()
    expect(deps.fetchAllowance).not.toHaveBeenCalled()
    expect(deps.buildApprove).not.toHaveBeenCalled()
    expect(deps.sendTransaction).toHaveBeenCalledWith(valued, expect.anything())
    expect(swap.state.steps.map((step) => step.kind)).toEqual(['swap'])
  })

  it('off the supported networks the swap fails with the spec message', async () => {
    const { swap } = setup(unsupported)
    swap.setSourceToken(usdc)
    swap.setTargetToken(dai)
    swap.setSourceTokenAmount('1')
    await expect(swap.swap()).rejects.toBeInstanceOf(SwapsNetworkNotSupportedError)
  })

  it('skips the approval when the allowance covers the amount, then refreshes balances', async () => {
    const { swap, deps } = setup(mainnet, {
      fetchAllowance: async () => ({ allowance: '5000000' }),
    })
    swap.setSourceToken(usdc)
    swap.setTargetToken(dai)
    swap.setSourceTokenAmount('2')
    await expect(swap.swap()).resolves.toBe('0xhash')
    expect(deps.buildApprove).not.toHaveBeenCalled()
    expect(deps.sendTransaction).toHaveBeenCalledTimes(1)
    expect(deps.buildTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '2000000', slippage: 1, disableEstimate: false }),
    )
    expect(swap.state.steps).toEqual([{ kind: 'swap', status: 'done', hash: '0xhash' }])
    expect(deps.refreshBalances).toHaveBeenCalledTimes(1)
    expect(swap.state.swapping).toBe(false)
  })

  it('approves first when the allowance is short and waits for it to land', async () => {
    const allowances = ['0', '0', '3000000']
    const { swap, deps } = setup(mainnet, {
      fetchAllowance: async () => ({ allowance: allowances.shift() ?? '3000000' }),
      buildApprove: async () => ({ tx: approveTx }),
      sendTransaction: vi.fn(async (tx: BuiltTransaction) =>
        tx.data === approveTx.data ? '0xapprove' : '0xswap',
      ),
    })
    swap.setSourceToken(usdc)
    swap.setTargetToken(dai)
    swap.setSourceTokenAmount('3')
    await expect(swap.swap()).resolves.toBe('0xswap')
    expect(deps.sendTransaction).toHaveBeenNthCalledWith(1, approveTx, expect.anything())
    expect(deps.wait).toHaveBeenCalledTimes(1)
    expect(swap.state.steps).toEqual([
      { kind: 'approve', status: 'done', hash: '0xapprove', error: undefined },
      { kind: 'swap', status: 'done', hash: '0xswap', error: undefined },
    ])
  })

  it('a refused approval fails its step, sends no swap and keeps the message', async () => {
    const { swap, deps } = setup(mainnet, {
      fetchAllowance: async () => ({ allowance: '0' }),
      sendTransaction: async () => {
        throw new Error('User rejected the request.')
      },
    })
    swap.setSourceToken(usdc)
    swap.setTargetToken(dai)
    swap.setSourceTokenAmount('1')
    await expect(swap.swap()).rejects.toThrow('User rejected the request.')
    expect(swap.state.steps).toEqual([
      { kind: 'approve', status: 'failed', error: 'User rejected the request.' },
      { kind: 'swap', status: 'pending' },
    ])
    expect(deps.buildTransaction).not.toHaveBeenCalled()
    expect(deps.refreshBalances).not.toHaveBeenCalled()
    expect(swap.state.error).toBe('User rejected the request.')
    swap.clearSteps()
    expect(swap.state.steps).toEqual([])
  })

  it('prices the token list by symbol and survives a failed price lookup', async () => {
    const { swap } = setup(mainnet, {
      fetchPrices: async () => [{ symbol: 'usdc', price: 1.001 }],
    })
    await swap.fetchTokens()
    expect(swap.state.tokenPrices).toEqual({ [usdc.address.toLowerCase()]: 1.001 })
    const failing = setup(mainnet, {
      fetchPrices: async () => {
        throw new Error('down')
      },
    })
    await expect(failing.swap.fetchTokens()).resolves.toHaveLength(2)
    expect(failing.swap.state.tokenPrices).toEqual({})
  })

  it('a failed quote keeps its message for the view', async () => {
    const { swap } = setup(mainnet, {
      fetchQuote: async () => {
        throw new Error('no liquidity')
      },
    })
    swap.setSourceToken(usdc)
    swap.setTargetToken(dai)
    swap.setSourceTokenAmount('1')
    await expect(swap.fetchQuote()).rejects.toThrow('no liquidity')
    expect(swap.state.error).toBe('no liquidity')
    expect(swap.state.loadingQuote).toBe(false)
  })
})

describe('malformed answers (missing fields)', () => {
  const dai: SwapToken = {
    ...usdc,
    symbol: 'DAI',
    address: 'eip155:1:0x6b175474e89094c44da98b954eedeac495271d0f',
    decimals: 18,
  }
  const broken =
    <T>(value: unknown) =>
    async () =>
      value as T

  it('a token list without tokens is refused; tokens missing fields are left out', async () => {
    const { swap } = setup(mainnet, { fetchTokens: broken({}) })
    await expect(swap.fetchTokens()).rejects.toThrow(
      'The swap service answered without a token list',
    )
    const partial = setup(mainnet, {
      fetchTokens: broken({ tokens: [usdc, { symbol: 'X', address: 'eip155:1:0x1' }] }),
    })
    await expect(partial.swap.fetchTokens()).resolves.toEqual([usdc])
  })

  it('a quote answer without quotes or amounts is refused and its message kept', async () => {
    for (const answer of [{}, { quotes: [{ fromAmount: '1' }] }, undefined]) {
      const { swap } = setup(mainnet, { fetchQuote: broken(answer) })
      swap.setSourceToken(usdc)
      swap.setTargetToken(dai)
      swap.setSourceTokenAmount('1')
      await expect(swap.fetchQuote()).rejects.toThrow(
        /The swap service answered without a (quote|quoted amount)/,
      )
      expect(swap.state.error).toMatch(/^The swap service answered without/)
      expect(swap.state.quote).toBeUndefined()
    }
  })

  it('a gas price, an allowance or a transaction missing is refused', async () => {
    const gas = setup(mainnet, { fetchGasPrice: broken({ fast: '1' }) })
    await expect(gas.swap.fetchGasPrice()).rejects.toThrow('without a gas price')
    const allowance = setup(mainnet, { fetchAllowance: broken({}) })
    allowance.swap.setSourceToken(usdc)
    await expect(allowance.swap.fetchAllowance()).rejects.toThrow('without an allowance')
    const tx = setup(mainnet, {
      fetchAllowance: async () => ({ allowance: '999999999' }),
      buildTransaction: broken({ tx: { to: 'eip155:1:0x2' } }),
    })
    tx.swap.setSourceToken(usdc)
    tx.swap.setTargetToken(dai)
    tx.swap.setSourceTokenAmount('1')
    await expect(tx.swap.swap()).rejects.toThrow('without a transaction')
    expect(tx.swap.state.steps).toEqual([
      { kind: 'swap', status: 'failed', error: 'The swap service answered without a transaction' },
    ])
    expect(tx.deps.sendTransaction).not.toHaveBeenCalled()
  })
})
