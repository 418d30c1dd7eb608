import {
  type AdapterCallsStatus,
  type ChainAdapter,
  connect,
  createKeyway,
  UnknownBundleIdError,
} from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { useCallsStatus } from './use-calls-status.js'
import { useSendCalls } from './use-send-calls.js'

const TO = '0x2222222222222222222222222222222222222222'

/** A wallet without atomic batching whose batches stay pending for `pendingReads` reads. */
function createBatchingClient(pendingReads = 0) {
  const base = createTestAdapter({ namespace: 'eip155' })
  const batches = new Map<string, number>()
  const adapter: ChainAdapter = {
    ...base,
    async sendCalls(p) {
      if (p.forceAtomic) {
        const { AtomicityNotSupportedError } = await import('@keyway/core')
        throw new AtomicityNotSupportedError()
      }
      const id = `0x${(batches.size + 1).toString(16)}`
      batches.set(id, 0)
      return { id, sequential: true, transactionHashes: p.calls.map(() => '0xaa') }
    },
    async getCallsStatus({ id }): Promise<AdapterCallsStatus> {
      const reads = batches.get(id)
      if (reads === undefined) throw new UnknownBundleIdError()
      batches.set(id, reads + 1)
      const pending = reads < pendingReads
      return {
        id,
        chainId: 1,
        statusCode: pending ? 100 : 200,
        status: pending ? 'pending' : 'success',
        atomic: false,
        receipts: [],
      }
    },
  }
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet],
    onAlert: () => {},
    logger: { warn: () => {} },
  })
  return { client, batches }
}

describe('useSendCalls', () => {
  it('keeps the typed error (5760) of a batch that must be atomic', async () => {
    const { client } = createBatchingClient()
    const hook = await renderHook(client, () => useSendCalls())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const result = await actAsync(() => hook.current().sendCalls({ calls: [{ to: TO }] }))
    expect(result).toBeUndefined()
    expect(hook.current().error).toMatchObject({ name: 'AtomicityNotSupportedError', code: 5760 })
    expect(hook.current().data).toBeUndefined()
  })

  it('sends one by one when allowed, and useCallsStatus follows the batch until it is confirmed', async () => {
    const { client, batches } = createBatchingClient(2)
    const hook = await renderHook(client, () => {
      const send = useSendCalls()
      const status = useCallsStatus({ id: send.data?.id, pollIntervalMs: 5 })
      return { send, status }
    })
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() =>
      hook.current().send.sendCalls({ calls: [{ to: TO }, { to: TO }], forceAtomic: false }),
    )
    expect(hook.current().send.data).toMatchObject({ id: '0x1', sequential: true })
    await expect.poll(() => hook.current().status.status?.statusCode).toBe(200)
    expect(batches.get('0x1')).toBe(3)
  })

  it('useCallsStatus keeps UnknownBundleIdError for an unknown id', async () => {
    const { client } = createBatchingClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const hook = await renderHook(client, () => useCallsStatus({ id: '0x99' }))
    await expect.poll(() => hook.current().error?.name).toBe('UnknownBundleIdError')
  })
})
