import { describe, expect, it } from 'vitest'
import { SwapFormIncompleteError } from '../../../errors/swap.js'
import type { SwapDeps } from './context.js'
import { built, eth, fakeSwapContext, usdc } from './rules.test-helpers.js'
import { runSwap } from './run-swap.js'

function tracked() {
  const events: [string, unknown][] = []
  const track: NonNullable<SwapDeps['track']> = (name, properties) => {
    events.push([name, properties])
  }
  return { events, track }
}

const form = {
  sourceToken: usdc,
  targetToken: eth,
  sourceTokenAmount: '2',
  targetTokenAmount: '0.001',
}
const properties = {
  network: 'eip155:1',
  swapFromToken: 'USDC',
  swapToToken: 'ETH',
  swapFromAmount: '2',
  swapToAmount: '0.001',
}

describe('runSwap', () => {
  it('approves a short allowance, waits for it, swaps, reads the balances again and tracks it', async () => {
    const allowances = ['0', '0', '2000000']
    const { events, track } = tracked()
    const ctx = fakeSwapContext(form, {
      fetchAllowance: async () => ({ allowance: allowances.shift() ?? '2000000' }),
      track,
    })
    expect(await runSwap(ctx)).toBe('0xhash')
    expect(ctx.calls.map(([name]) => name)).toEqual([
      'buildApprove',
      'sendTransaction',
      'buildTransaction',
      'sendTransaction',
      'refreshBalances',
    ])
    expect(ctx.state.steps).toMatchObject([
      { kind: 'approve', status: 'done', hash: '0xhash' },
      { kind: 'swap', status: 'done', hash: '0xhash' },
    ])
    expect(ctx.state.swapping).toBe(false)
    expect(events).toEqual([
      ['SWAP_INITIATED', properties],
      ['SWAP_SUCCESS', properties],
    ])
  })

  it('skips the approval when the allowance covers the amount', async () => {
    const ctx = fakeSwapContext(form, { fetchAllowance: async () => ({ allowance: '2000000' }) })
    await runSwap(ctx)
    expect(ctx.state.steps.map((step) => step.kind)).toEqual(['swap'])
    expect(ctx.calls.filter(([name]) => name === 'sendTransaction')).toEqual([
      ['sendTransaction', built],
    ])
  })

  it('a refused swap fails its step, keeps the message and tracks SWAP_ERROR', async () => {
    const { events, track } = tracked()
    const ctx = fakeSwapContext(form, {
      fetchAllowance: async () => ({ allowance: '2000000' }),
      sendTransaction: () => Promise.reject(new Error('User rejected')),
      track,
    })
    await expect(runSwap(ctx)).rejects.toThrow('User rejected')
    expect(ctx.state).toMatchObject({ error: 'User rejected', swapping: false })
    expect(ctx.state.steps).toEqual([{ kind: 'swap', status: 'failed', error: 'User rejected' }])
    expect(events.at(-1)).toEqual(['SWAP_ERROR', { ...properties, message: 'User rejected' }])
  })

  it('refuses an incomplete form before asking anything', async () => {
    const ctx = fakeSwapContext({ sourceToken: usdc, sourceTokenAmount: '2' })
    await expect(runSwap(ctx)).rejects.toBeInstanceOf(SwapFormIncompleteError)
    expect(ctx.calls).toEqual([])
  })
})
