import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { toTransactionCall } from './transaction-call.js'

const to = '0x000000000000000000000000000000000000bEEF'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('toTransactionCall', () => {
  it('sends value to the receiver for a native transfer, with its call data', () => {
    expect(toTransactionCall({ to, value: 5n, data: '0x1234' })).toEqual({
      to,
      value: 5n,
      data: '0x1234',
    })
  })

  it("calls the token's transfer(to, amount) with no value for a token transfer", () => {
    const call = toTransactionCall({ to, value: 7n, tokenAddress: token })
    expect(call.to).toBe(token)
    expect(call.value).toBe(0n)
    const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data ?? '0x' })
    expect(decoded).toEqual({ functionName: 'transfer', args: [to, 7n] })
  })
})
