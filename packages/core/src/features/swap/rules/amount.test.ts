import { describe, expect, it } from 'vitest'
import { SwapAmountRequiredError, SwapInsufficientBalanceError } from '../../../errors/swap.js'
import { amountInBaseUnits, checkSwapAmount } from './amount.js'

const usdc = { symbol: 'USDC', decimals: 6 }

describe('amountInBaseUnits', () => {
  it('reads a typed amount in the token decimals', () => {
    expect(amountInBaseUnits('1.5', 6)).toBe(1_500_000n)
  })

  it('is undefined while the field is empty or not a number yet', () => {
    expect(amountInBaseUnits('', 6)).toBeUndefined()
    expect(amountInBaseUnits('  ', 6)).toBeUndefined()
    expect(amountInBaseUnits('1.2.3', 6)).toBeUndefined()
  })
})

describe('checkSwapAmount', () => {
  it('refuses an amount of 0 with SwapAmountRequiredError', () => {
    const { error, problem } = checkSwapAmount({ sourceBalance: '10' }, { token: usdc, amount: 0n })
    expect(error).toBeInstanceOf(SwapAmountRequiredError)
    expect(problem).toEqual({ kind: 'zero', message: 'An amount greater than 0 is required' })
  })

  it('refuses more than the known balance with the token symbol', () => {
    const { error, problem } = checkSwapAmount(
      { sourceBalance: '1.5' },
      { token: usdc, amount: 1_500_001n },
    )
    expect(error).toBeInstanceOf(SwapInsufficientBalanceError)
    expect(problem).toEqual({
      kind: 'over-balance',
      message: 'Insufficient USDC balance',
      symbol: 'USDC',
    })
  })

  it('takes the whole balance, and any amount while the balance is unknown', () => {
    expect(checkSwapAmount({ sourceBalance: '1.5' }, { token: usdc, amount: 1_500_000n })).toEqual({
      error: undefined,
      problem: undefined,
    })
    expect(
      checkSwapAmount({ sourceBalance: undefined }, { token: usdc, amount: 10n ** 30n }),
    ).toEqual({
      error: undefined,
      problem: undefined,
    })
  })
})
