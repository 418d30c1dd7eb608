import { describe, expect, it } from 'vitest'
import { ACCOUNT, built, eth, fakeSwapContext, usdc } from './rules.test-helpers.js'
import { buildSwapApprove, buildSwapTransaction, fetchSwapAllowance } from './transactions.js'

const userAddress = `eip155:1:${ACCOUNT}`

describe('swap allowance and builds', () => {
  it('reads the allowance of a token, and none for the native coin', async () => {
    const ctx = fakeSwapContext({ sourceToken: usdc })
    expect(await fetchSwapAllowance(ctx)).toBe('0')
    expect(ctx.calls).toEqual([
      ['fetchAllowance', { tokenAddress: usdc.address, userAddress, signal: undefined }],
    ])
    expect(ctx.state.allowance).toBe('0')

    const native = fakeSwapContext({ sourceToken: eth })
    expect(await fetchSwapAllowance(native)).toBeUndefined()
    expect(native.calls).toEqual([])
  })

  it('builds the approval once both tokens are chosen', async () => {
    const incomplete = fakeSwapContext({ sourceToken: usdc })
    expect(await buildSwapApprove(incomplete)).toBeUndefined()
    expect(incomplete.calls).toEqual([])

    const ctx = fakeSwapContext({ sourceToken: usdc, targetToken: eth })
    expect(await buildSwapApprove(ctx)).toEqual(built)
    expect(ctx.calls).toEqual([
      ['buildApprove', { userAddress, from: usdc.address, to: eth.address, signal: undefined }],
    ])
    expect(ctx.state).toMatchObject({ approvalTransaction: built, loadingTransaction: false })
  })

  it('builds the swap with the slippage, leaving the gas to the wallet while approval is due', async () => {
    const ctx = fakeSwapContext({ sourceToken: usdc, targetToken: eth, sourceTokenAmount: '2.5' })
    expect(await buildSwapTransaction(ctx)).toEqual(built)
    expect(ctx.calls).toEqual([
      [
        'buildTransaction',
        {
          amount: '2500000',
          from: usdc.address,
          to: eth.address,
          userAddress,
          slippage: ctx.state.slippage,
          disableEstimate: true,
          signal: undefined,
        },
      ],
    ])
    expect(ctx.state.swapTransaction).toEqual(built)

    const approved = fakeSwapContext({
      sourceToken: usdc,
      targetToken: eth,
      sourceTokenAmount: '2.5',
      allowance: '2500000',
    })
    await buildSwapTransaction(approved)
    expect(approved.calls[0]?.[1]).toMatchObject({ disableEstimate: false })
  })
})
