import { describe, expect, it } from 'vitest'
import { UnknownBundleIdError } from '../errors/wallet-calls-rpc.js'
import { createCallsTestClient } from './calls.test-helpers.js'
import { connect } from './connect.js'
import { getCallsStatus } from './get-calls-status.js'
import { sendCalls } from './send-calls.js'

const A = '0x2222222222222222222222222222222222222222'

describe('getCallsStatus', () => {
  it('answers the status of a batch sendCalls returned', async () => {
    const { client } = createCallsTestClient({ atomic: 'supported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const { id } = await sendCalls(client, { calls: [{ to: A }, { to: A }] })
    const status = await getCallsStatus(client, { id })
    expect(status).toMatchObject({ id, statusCode: 200, status: 'success', atomic: true })
    expect(status.receipts).toHaveLength(1)
  })

  it('answers one receipt per call for a batch sent one by one', async () => {
    const { client } = createCallsTestClient({ atomic: 'unsupported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const { id } = await sendCalls(client, { calls: [{ to: A }, { to: A }], forceAtomic: false })
    const status = await getCallsStatus(client, { id })
    expect(status).toMatchObject({ atomic: false, statusCode: 200 })
    expect(status.receipts).toHaveLength(2)
  })

  it('fails with UnknownBundleIdError (5730) for an unknown id', async () => {
    const { client } = createCallsTestClient({ atomic: 'supported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await getCallsStatus(client, { id: '0x1234' }).catch((e) => e)
    expect(error).toBeInstanceOf(UnknownBundleIdError)
    expect(error.code).toBe(5730)
  })
})
