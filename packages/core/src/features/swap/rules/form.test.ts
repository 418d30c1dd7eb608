import { describe, expect, it } from 'vitest'
import { initialSwapState } from '../state.js'
import {
  amountChange,
  clearedQuote,
  flippedTokens,
  sourceTokenChange,
  targetTokenChange,
} from './form.js'
import { eth, usdc } from './rules.test-helpers.js'

const cleared = {
  quote: undefined,
  targetTokenAmount: '',
  swapTransaction: undefined,
  approvalTransaction: undefined,
}

describe('swap form updates', () => {
  it('a change of the form clears the quote, its output and the built transactions', () => {
    expect(clearedQuote()).toEqual(cleared)
    expect(targetTokenChange(usdc)).toEqual({ targetToken: usdc, ...cleared })
    expect(amountChange('1.5')).toEqual({
      sourceTokenAmount: '1.5',
      amountProblem: undefined,
      ...cleared,
    })
  })

  it('a new source token forgets its allowance, balance and the amount problem', () => {
    expect(sourceTokenChange(eth)).toEqual({
      sourceToken: eth,
      allowance: undefined,
      sourceBalance: undefined,
      amountProblem: undefined,
      ...cleared,
    })
  })

  it('flipping swaps the tokens and makes the quoted amount the new input', () => {
    const state = {
      ...initialSwapState(),
      sourceToken: eth,
      targetToken: usdc,
      sourceTokenAmount: '1',
      targetTokenAmount: '2500.5',
      allowance: '5',
      sourceBalance: '3',
    }
    expect(flippedTokens(state)).toEqual({
      sourceToken: usdc,
      targetToken: eth,
      sourceTokenAmount: '2500.5',
      allowance: undefined,
      sourceBalance: undefined,
      amountProblem: undefined,
      ...cleared,
    })
  })
})
