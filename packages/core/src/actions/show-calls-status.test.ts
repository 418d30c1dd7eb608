import { describe, expect, it } from 'vitest'
import { UnknownBundleIdError } from '../errors/wallet-calls-rpc.js'
import { createCallsTestClient } from './calls.test-helpers.js'
import { connect } from './connect.js'
import { sendCalls } from './send-calls.js'
import { showCallsStatus } from './show-calls-status.js'

describe('showCallsStatus', () => {
  it('asks the wallet to show a batch it sent', async () => {
    const { client, shown } = createCallsTestClient({ atomic: 'supported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const { id } = await sendCalls(client, {
      calls: [{ to: '0x2222222222222222222222222222222222222222' }],
    })
    await showCallsStatus(client, { id })
    expect(shown).toEqual([id])
  })

  it('fails with UnknownBundleIdError for an id the wallet does not know', async () => {
    const { client } = createCallsTestClient({ atomic: 'supported' })
    await connect(client, { connectorId: 'eip155-injected' })
    await expect(showCallsStatus(client, { id: '0x99' })).rejects.toBeInstanceOf(
      UnknownBundleIdError,
    )
  })
})
