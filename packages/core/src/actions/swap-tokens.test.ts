import { describe, expect, it, vi } from 'vitest'
import { SwapsNetworkNotSupportedError } from '../errors/chain-support.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getSwapState } from './get-swap-state.js'
import { prepareSwap } from './prepare-swap.js'
import { BALANCES, ROUTER, setupSwapClient as setup, USDC } from './swap.test-helpers.js'
import { swapTokens } from './swap-tokens.js'
import { EVM_ADDRESS } from './test-client.test-helpers.js'
import { updateSwapForm } from './update-swap-form.js'
import { watchSwap } from './watch-swap.js'

describe('swap actions (docs/account-features.md#swap)', () => {
  it('have no state until the swap is first used', () => {
    const { client } = setup()
    expect(getSwapState(client)).toBeUndefined()
  })

  it('prepareSwap lists the tokens with prices and fills the form from swap arguments', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    const { tokens } = await prepareSwap(client, { fromToken: 'DAI', toToken: 'usdc', amount: '2' })
    expect(tokens.map((token) => token.symbol)).toEqual(['USDC', 'DAI', 'ETH'])
    const state = getSwapState(client)
    expect(state).toMatchObject({
      sourceToken: { symbol: 'DAI' },
      targetToken: { symbol: 'USDC' },
      sourceTokenAmount: '2',
      gasPrice: '1000',
      slippage: 1,
    })
    expect(state?.tokenPrices[`eip155:1:${USDC}`]).toBe(1)
  })

  it('without arguments the first token is sold for the next one', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    expect(getSwapState(client)).toMatchObject({
      sourceToken: { symbol: 'USDC' },
      targetToken: { symbol: 'DAI' },
      sourceTokenAmount: '',
    })
  })

  it('is refused while the swaps flag is off', async () => {
    const { client } = setup({ features: { swaps: false } })
    await connect(client, { connectorId: 'eip155-injected' })
    await expect(prepareSwap(client)).rejects.toThrow('Swaps are not enabled')
  })

  it("says 'Network not supported for Swaps' on Solana", async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    expect(client.state.chain.activeNamespace).toBe('solana')
    await expect(prepareSwap(client)).rejects.toBeInstanceOf(SwapsNetworkNotSupportedError)
    await expect(prepareSwap(client)).rejects.toThrow('Network not supported for Swaps')
  })

  it('debounces the quote: only the last typed amount is quoted', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    const first = updateSwapForm(client, { amount: '1' })
    const second = updateSwapForm(client, { amount: '12' })
    await Promise.all([first, second])
    const quotes = api.requests.filter((url) => url.pathname === '/v1/convert/quotes')
    expect(quotes.map((url) => url.searchParams.get('amount'))).toEqual(['12000000'])
    expect(quotes[0]?.searchParams.get('userAddress')).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(getSwapState(client)?.targetTokenAmount).toBe('11.88')
  })

  it('picking the target as source flips the pair', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    const dai = getSwapState(client)?.targetToken
    await updateSwapForm(client, { sourceToken: dai })
    expect(getSwapState(client)).toMatchObject({
      sourceToken: { symbol: 'DAI' },
      targetToken: { symbol: 'USDC' },
    })
  })

  it('swapTokens approves first when the allowance is short, then swaps, with visible steps', async () => {
    let allowance = '0'
    const { client, evm } = setup({ allowance: () => allowance })
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client, { amount: '5' })
    const seen: string[] = []
    const unwatch = watchSwap(client, {
      onChange: (state) => {
        const steps = state?.steps.map((step) => `${step.kind}:${step.status}`).join(',')
        if (steps && seen.at(-1) !== steps) seen.push(steps)
      },
    })
    const send = evm.sendTransaction.bind(evm)
    evm.sendTransaction = vi.fn(async (parameters) => {
      // The approval lands: the allowance now covers the amount.
      if (parameters.to === USDC) allowance = '5000000'
      await new Promise((resolve) => setTimeout(resolve, 0))
      return send(parameters)
    })
    const { hash } = await swapTokens(client)
    unwatch()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.calls.sendTransaction.map((call) => call.to)).toEqual([USDC, ROUTER])
    expect(getSwapState(client)?.steps.map((step) => step.status)).toEqual(['done', 'done'])
    expect(seen).toContain('approve:active,swap:pending')
    expect(seen.at(-1)).toBe('approve:done,swap:done')
  })

  it('swapTokens skips the approval when the allowance covers the amount', async () => {
    const { client, evm, api } = setup({ allowance: () => '100000000' })
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client, { amount: '5' })
    await swapTokens(client)
    expect(evm.calls.sendTransaction.map((call) => call.to)).toEqual([ROUTER])
    expect(getSwapState(client)?.steps).toEqual([
      { kind: 'swap', status: 'done', hash: expect.any(String), error: undefined },
    ])
    const balance = api.requests.filter((url) => url.pathname.endsWith('/balance')).at(-1)
    expect(balance?.searchParams.get('forceUpdate')).toBe('true')
  })

  it('swapTokens refuses an empty amount with a typed error', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    await expect(swapTokens(client)).rejects.toThrow('Choose two tokens and an amount to swap')
  })

  it('forgets the form on disconnect', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client, { amount: '5' })
    expect(getSwapState(client)?.sourceTokenAmount).toBe('5')
    await disconnect(client)
    expect(getSwapState(client)).toMatchObject({
      sourceToken: undefined,
      sourceTokenAmount: '',
      tokens: [],
      quote: undefined,
    })
  })

  it('an amount of 0 is not quoted: the state says an amount is required, and a new amount quotes again', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    await updateSwapForm(client, { amount: '0' })
    expect(getSwapState(client)).toMatchObject({
      amountProblem: { kind: 'zero', message: 'An amount greater than 0 is required' },
      quote: undefined,
      error: undefined,
    })
    await updateSwapForm(client, { amount: '0.000' })
    expect(getSwapState(client)?.amountProblem?.kind).toBe('zero')
    expect(api.requests.filter((url) => url.pathname === '/v1/convert/quotes')).toHaveLength(0)
    await updateSwapForm(client, { amount: '2' })
    expect(getSwapState(client)).toMatchObject({
      amountProblem: undefined,
      targetTokenAmount: '1.98',
    })
  })

  it('more than the balance is not quoted: "Insufficient USDC balance", until the amount fits', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    expect(getSwapState(client)?.sourceBalance).toBe('100')
    await updateSwapForm(client, { amount: '100.000001' })
    expect(getSwapState(client)).toMatchObject({
      amountProblem: {
        kind: 'over-balance',
        message: 'Insufficient USDC balance',
        symbol: 'USDC',
      },
      quote: undefined,
    })
    expect(api.requests.filter((url) => url.pathname === '/v1/convert/quotes')).toHaveLength(0)
    // The whole balance is fine.
    await updateSwapForm(client, { amount: '100' })
    expect(getSwapState(client)?.amountProblem).toBeUndefined()
    expect(getSwapState(client)?.targetTokenAmount).toBe('99')
  })

  it('opening the swap reads the balances again: tokens received since the last list are not "insufficient"', async () => {
    let usdc = '0'
    const { client, api } = setup({
      balances: () =>
        BALANCES.map((entry) =>
          entry.symbol === 'USDC'
            ? { ...entry, quantity: { ...entry.quantity, numeric: usdc } }
            : entry,
        ),
    })
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    expect(getSwapState(client)?.sourceBalance).toBe('0')
    // 10 USDC arrive; the swap opens again within the list's cache window.
    usdc = '10'
    await prepareSwap(client, { amount: '7' })
    // Each opening asked the service past its cache (and past the client's).
    const reads = api.requests.filter((url) => url.pathname.endsWith('/balance'))
    expect(reads.map((url) => url.searchParams.get('forceUpdate'))).toEqual(['true', 'true'])
    expect(getSwapState(client)).toMatchObject({ sourceBalance: '10', amountProblem: undefined })
  })

  it('the swap arguments are checked too: prepareSwap with 0 or too much leaves the reason', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client, { fromToken: 'DAI', amount: '51' })
    expect(getSwapState(client)?.amountProblem).toMatchObject({
      message: 'Insufficient DAI balance',
    })
    await prepareSwap(client, { amount: '0' })
    expect(getSwapState(client)?.amountProblem?.kind).toBe('zero')
  })

  it('swapTokens refuses 0 and more than the balance with typed errors, sending nothing', async () => {
    const { client, evm } = setup({ allowance: () => '100000000000' })
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    await updateSwapForm(client, { amount: '0' })
    await expect(swapTokens(client)).rejects.toMatchObject({
      name: 'SwapAmountRequiredError',
      shortMessage: 'An amount greater than 0 is required',
    })
    await updateSwapForm(client, { amount: '250' })
    await expect(swapTokens(client)).rejects.toMatchObject({
      name: 'SwapInsufficientBalanceError',
      shortMessage: 'Insufficient USDC balance',
    })
    expect(evm.calls.sendTransaction).toHaveLength(0)
  })

  it('the native coin: its balance is the entry without an address, it needs no allowance and pays as value', async () => {
    const { client, evm, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client, { fromToken: 'ETH', toToken: 'USDC', amount: '0.5' })
    expect(getSwapState(client)).toMatchObject({ sourceBalance: '2', amountProblem: undefined })
    await swapTokens(client)
    expect(api.requests.some((url) => url.pathname === '/v1/convert/allowance')).toBe(false)
    expect(api.requests.some((url) => url.pathname === '/v1/convert/build-approve')).toBe(false)
    expect(evm.calls.sendTransaction).toHaveLength(1)
    expect(evm.calls.sendTransaction[0]).toMatchObject({ to: ROUTER, value: 500000000000000000n })
    // More ETH than held is refused like any token.
    await prepareSwap(client, { fromToken: 'ETH', toToken: 'USDC', amount: '3' })
    expect(getSwapState(client)?.amountProblem?.message).toBe('Insufficient ETH balance')
  })

  it('to the native coin: USDC approves, then the swap; no approval is asked for the ETH received', async () => {
    let allowance = '0'
    const { client, evm } = setup({ allowance: () => allowance })
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client, { fromToken: 'USDC', toToken: 'ETH', amount: '25' })
    const send = evm.sendTransaction.bind(evm)
    evm.sendTransaction = vi.fn(async (parameters) => {
      if (parameters.to === USDC) allowance = '25000000'
      return send(parameters)
    })
    await swapTokens(client)
    expect(evm.calls.sendTransaction.map((call) => [call.to, call.value ?? 0n])).toEqual([
      [USDC, 0n],
      [ROUTER, 0n],
    ])
  })

  it('a token the chain RPC fallback does not list has no known balance: the amount is quoted unchecked', async () => {
    const { client, api } = setup({ balancesFail: true })
    await connect(client, { connectorId: 'eip155-injected' })
    await prepareSwap(client)
    await updateSwapForm(client, { amount: '5000' })
    expect(client.state.balance.tokenBalancesSource).not.toBe('blockchainApi')
    expect(getSwapState(client)).toMatchObject({
      sourceBalance: undefined,
      amountProblem: undefined,
    })
    expect(api.requests.filter((url) => url.pathname === '/v1/convert/quotes')).toHaveLength(1)
  })
})
