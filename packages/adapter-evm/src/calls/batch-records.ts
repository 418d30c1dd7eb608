/**
 * The batches the adapter sent one transaction at a time (no atomic batching, and the dapp
 * allowed it): kept in memory so getCallsStatus can answer for their ids. Bounded: past
 * `limit` records the oldest is forgotten (its id then answers UnknownBundleIdError).
 */
import type { AdapterCallsReceipt, AdapterCallsStatus } from '@keyway/core'

export type SequentialBatch = {
  id: string
  chainId: number
  /** Where the sending ended: 200 all confirmed, 500 the first reverted, 600 a later one. */
  statusCode: 200 | 500 | 600
  receipts: AdapterCallsReceipt[]
}

export const DEFAULT_BATCH_RECORD_LIMIT = 100

export function createBatchRecords(limit = DEFAULT_BATCH_RECORD_LIMIT) {
  const records = new Map<string, SequentialBatch>()
  return {
    has: (id: string) => records.has(id),
    add(batch: SequentialBatch): void {
      records.set(batch.id, batch)
      while (records.size > limit) {
        const oldest = records.keys().next().value
        if (oldest === undefined) break
        records.delete(oldest)
      }
    },
    status(id: string): AdapterCallsStatus | undefined {
      const batch = records.get(id)
      if (!batch) return undefined
      return {
        id: batch.id,
        chainId: batch.chainId,
        statusCode: batch.statusCode,
        status: batch.statusCode === 200 ? 'success' : 'failure',
        atomic: false,
        receipts: batch.receipts,
      }
    },
    get size() {
      return records.size
    },
  }
}

export type BatchRecords = ReturnType<typeof createBatchRecords>
