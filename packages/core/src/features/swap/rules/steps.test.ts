import { describe, expect, it } from 'vitest'
import type { SwapStep } from '../state.js'
import { plannedSwapSteps, runSwapStep, withStep } from './steps.js'

describe('swap steps', () => {
  it('plans the approval only when the allowance is short, then the swap', () => {
    expect(plannedSwapSteps({ approve: true })).toEqual([
      { kind: 'approve', status: 'pending' },
      { kind: 'swap', status: 'pending' },
    ])
    expect(plannedSwapSteps({ approve: false })).toEqual([{ kind: 'swap', status: 'pending' }])
  })

  it('patches one step and leaves the others', () => {
    const steps = plannedSwapSteps({ approve: true })
    expect(withStep(steps, { kind: 'swap', patch: { status: 'done', hash: '0x1' } })).toEqual([
      { kind: 'approve', status: 'pending' },
      { kind: 'swap', status: 'done', hash: '0x1' },
    ])
  })

  it('a step is active while it runs and done with its hash', async () => {
    const state = { steps: plannedSwapSteps({ approve: false }) }
    const seen: SwapStep[][] = []
    const hash = await runSwapStep(
      { state },
      {
        kind: 'swap',
        run: async () => {
          seen.push(state.steps)
          return '0xabc'
        },
      },
    )
    expect(hash).toBe('0xabc')
    expect(seen).toEqual([[{ kind: 'swap', status: 'active', error: undefined }]])
    expect(state.steps).toEqual([{ kind: 'swap', status: 'done', error: undefined, hash: '0xabc' }])
  })

  it('a failed step keeps the short message of its error, which is thrown on', async () => {
    const state = { steps: plannedSwapSteps({ approve: false }) }
    const refusal = Object.assign(new Error('long'), { shortMessage: 'User rejected' })
    await expect(
      runSwapStep({ state }, { kind: 'swap', run: () => Promise.reject(refusal) }),
    ).rejects.toBe(refusal)
    expect(state.steps).toEqual([{ kind: 'swap', status: 'failed', error: 'User rejected' }])
  })
})
