import { describe, expect, it } from 'vitest'
import type { SwapDeps } from './context.js'
import { built, eth, fakeSwapContext, usdc } from './rules.test-helpers.js'
import { runSwap } from './run-swap.js'

const form = {
  sourceToken: usdc,
  targetToken: eth,
  sourceTokenAmount: '2',
  targetTokenAmount: '0.001',
}

/** A wallet's batch: whether it runs one atomically, and what each send was given. */
function batching(supported: boolean, send: (txs: unknown[]) => Promise<string>) {
  const sent: unknown[][] = []
  const atomicBatch: NonNullable<SwapDeps['atomicBatch']> = {
    supported: async () => supported,
    send: async (txs) => {
      sent.push([...txs])
      return send([...txs])
    },
  }
  return { atomicBatch, sent }
}

describe('runSwap with a wallet that runs batches atomically', () => {
  it('sends the approval and the swap as one batch: one confirmation, no separate transactions', async () => {
    const { atomicBatch, sent } = batching(true, async () => '0xbatch')
    const events: string[] = []
    const ctx = fakeSwapContext(form, {
      atomicBatch,
      track: (name) => {
        events.push(name)
      },
    })
    expect(await runSwap(ctx)).toBe('0xbatch')
    expect(sent).toEqual([[built, built]])
    expect(ctx.calls.map(([name]) => name)).toEqual([
      'fetchAllowance',
      'buildApprove',
      'buildTransaction',
      'refreshBalances',
    ])
    expect(ctx.state.steps).toMatchObject([
      { kind: 'approve', status: 'done', hash: '0xbatch' },
      { kind: 'swap', status: 'done', hash: '0xbatch' },
    ])
    expect(events).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS'])
  })

  it('goes step by step when the wallet cannot batch atomically', async () => {
    const allowances = ['0', '0', '2000000']
    const { atomicBatch, sent } = batching(false, async () => '0xbatch')
    const ctx = fakeSwapContext(form, {
      atomicBatch,
      fetchAllowance: async () => ({ allowance: allowances.shift() ?? '2000000' }),
    })
    expect(await runSwap(ctx)).toBe('0xhash')
    expect(sent).toEqual([])
    expect(ctx.calls.filter(([name]) => name === 'sendTransaction')).toHaveLength(2)
  })

  it('marks both steps failed and tracks SWAP_ERROR when the batch fails', async () => {
    const { atomicBatch } = batching(true, async () => {
      throw new Error('User rejected the request.')
    })
    const events: string[] = []
    const ctx = fakeSwapContext(form, {
      atomicBatch,
      track: (name) => {
        events.push(name)
      },
    })
    await expect(runSwap(ctx)).rejects.toThrow('User rejected the request.')
    expect(ctx.state.steps).toMatchObject([
      { kind: 'approve', status: 'failed', error: 'User rejected the request.' },
      { kind: 'swap', status: 'failed', error: 'User rejected the request.' },
    ])
    expect(events).toEqual(['SWAP_INITIATED', 'SWAP_ERROR'])
    expect(ctx.state.swapping).toBe(false)
  })

  it('needs no batch when the allowance already covers the amount', async () => {
    const { atomicBatch, sent } = batching(true, async () => '0xbatch')
    const ctx = fakeSwapContext(form, {
      atomicBatch,
      fetchAllowance: async () => ({ allowance: '2000000' }),
    })
    await runSwap(ctx)
    expect(sent).toEqual([])
    expect(ctx.state.steps.map((step) => step.kind)).toEqual(['swap'])
  })
})
