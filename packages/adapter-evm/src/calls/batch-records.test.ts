import { describe, expect, it } from 'vitest'
import { createBatchRecords } from './batch-records.js'

const batch = (id: string) => ({ id, chainId: 1, statusCode: 200 as const, receipts: [] })

describe('createBatchRecords', () => {
  it('answers the status of a recorded batch as a non-atomic one', () => {
    const records = createBatchRecords()
    records.add({ ...batch('0x1'), statusCode: 600 })
    expect(records.status('0x1')).toMatchObject({
      statusCode: 600,
      status: 'failure',
      atomic: false,
    })
    expect(records.status('0x2')).toBeUndefined()
  })

  it('keeps at most `limit` batches, forgetting the oldest first', () => {
    const records = createBatchRecords(2)
    for (const id of ['0x1', '0x2', '0x3']) records.add(batch(id))
    expect(records.size).toBe(2)
    expect(records.has('0x1')).toBe(false)
    expect(records.has('0x3')).toBe(true)
  })
})
