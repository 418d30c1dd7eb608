import { describe, expect, it } from 'vitest'
import { createTestAdapter } from '../../adapter/test-adapter.js'
import { testMainnet } from '../../adapter/test-networks.js'
import type { AdapterSendCallsParameters, ChainAdapter } from '../../adapter/types.js'
import { InvalidSendCallsError } from '../../errors/calls.js'
import { SwapBatchFailedError } from '../../errors/swap.js'
import { sendAtomicBatch, supportsAtomicBatch } from './batch.js'
import { built } from './rules/rules.test-helpers.js'

const SPENDER = '0x2222222222222222222222222222222222222222'

/** A wallet whose batch reads `statuses` in turn (100 pending, then a final one). */
function target(atomic: string, statuses: number[] = [200]) {
  const sent: AdapterSendCallsParameters[] = []
  const adapter: ChainAdapter = {
    ...createTestAdapter({ namespace: 'eip155' }),
    getCapabilities: async () => ({ '0x1': { atomic: { status: atomic } } }),
    sendCalls: async (p) => {
      sent.push(p)
      return { id: '0xb1', sequential: false }
    },
    getCallsStatus: async ({ id }) => {
      const statusCode = statuses.shift() ?? 200
      return {
        id,
        chainId: 1,
        statusCode,
        status: statusCode === 100 ? 'pending' : statusCode === 200 ? 'success' : 'failure',
        atomic: true,
        receipts:
          statusCode === 200
            ? [{ transactionHash: '0xswap', status: 'success', blockNumber: 1n, gasUsed: 1n }]
            : [],
      }
    },
  }
  const value = { adapter, address: SPENDER, network: testMainnet, connectorId: undefined }
  return { target: value, sent }
}

const approve = { ...built, to: `eip155:1:${SPENDER}` as const, data: '0x095ea7b3' as const }

describe('the swap batch', () => {
  it("is offered when the wallet reports atomic batching ('supported' or 'ready') on the network", async () => {
    expect(await supportsAtomicBatch(target('supported').target, {})).toBe(true)
    expect(await supportsAtomicBatch(target('ready').target, {})).toBe(true)
    expect(await supportsAtomicBatch(target('unsupported').target, {})).toBe(false)
    const plain = {
      ...target('supported').target,
      adapter: createTestAdapter({ namespace: 'eip155' }),
    }
    expect(await supportsAtomicBatch(plain, {})).toBe(false)
  })

  it('sends both calls atomically (plain addresses) and resolves the swap hash once confirmed', async () => {
    const { target: t, sent } = target('supported', [100, 100, 200])
    const wait = sendAtomicBatch(t, [approve, built], {})
    expect(await wait).toBe('0xswap')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      forceAtomic: true,
      calls: [{ to: SPENDER, data: '0x095ea7b3', value: '0x0' }, { data: built.data }],
    })
  }, 10_000)

  it('fails with SwapBatchFailedError when the batch ends in failure', async () => {
    const { target: t } = target('supported', [500])
    await expect(sendAtomicBatch(t, [approve, built], {})).rejects.toBeInstanceOf(
      SwapBatchFailedError,
    )
  })

  it('checks the calls (validateSendCalls) before the wallet sees them', async () => {
    const { target: t, sent } = target('supported')
    const bad = { ...built, to: 'eip155:1:nothex' as `eip155:1:${string}` }
    await expect(sendAtomicBatch(t, [bad], {})).rejects.toBeInstanceOf(InvalidSendCallsError)
    expect(sent).toEqual([])
  })
})
