import { describe, expect, it } from 'vitest'
import {
  SWAP_APPROVAL_POLL_ATTEMPTS,
  SWAP_APPROVAL_POLL_MS,
} from '../../../constants/service-timing.js'
import { SwapApprovalTimeoutError } from '../../../errors/swap.js'
import { needsApproval, waitForAllowance } from './approval.js'

const usdc = {
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as const,
  decimals: 6,
}
const eth = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const,
  decimals: 18,
}

describe('needsApproval', () => {
  it('asks for an approval when the allowance is unknown or short of the amount', () => {
    expect(needsApproval({ sourceToken: usdc, sourceTokenAmount: '1', allowance: undefined })).toBe(
      true,
    )
    expect(needsApproval({ sourceToken: usdc, sourceTokenAmount: '1', allowance: '999999' })).toBe(
      true,
    )
    expect(needsApproval({ sourceToken: usdc, sourceTokenAmount: '1', allowance: '1000000' })).toBe(
      false,
    )
  })

  it('never for the native coin or without a token', () => {
    expect(needsApproval({ sourceToken: eth, sourceTokenAmount: '1', allowance: undefined })).toBe(
      false,
    )
    expect(needsApproval({ sourceToken: undefined, sourceTokenAmount: '1', allowance: '0' })).toBe(
      false,
    )
  })
})

describe('waitForAllowance', () => {
  it('reads the allowance until it covers the amount, sleeping one poll between reads', async () => {
    const reads: number[] = []
    const sleeps: number[] = []
    await waitForAllowance(
      {
        readAllowance: async () => reads.push(reads.length),
        needsApproval: () => reads.length < 3,
        sleep: async (ms) => {
          sleeps.push(ms)
        },
      },
      {},
    )
    expect(reads).toHaveLength(3)
    expect(sleeps).toEqual([SWAP_APPROVAL_POLL_MS, SWAP_APPROVAL_POLL_MS])
  })

  it('gives up with SwapApprovalTimeoutError after the allowed reads', async () => {
    let reads = 0
    await expect(
      waitForAllowance(
        {
          readAllowance: async () => reads++,
          needsApproval: () => true,
          sleep: async () => undefined,
        },
        {},
      ),
    ).rejects.toBeInstanceOf(SwapApprovalTimeoutError)
    expect(reads).toBe(SWAP_APPROVAL_POLL_ATTEMPTS)
  })

  it('passes the signal to the sleep, so an abort ends the wait', async () => {
    const abort = new AbortController()
    const failure = new Error('aborted')
    await expect(
      waitForAllowance(
        {
          readAllowance: async () => undefined,
          needsApproval: () => true,
          sleep: async (_ms, signal) => {
            abort.abort()
            if (signal?.aborted) throw failure
          },
        },
        { signal: abort.signal },
      ),
    ).rejects.toBe(failure)
  })
})
