import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../errors/chain.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { connect } from './connect.js'
import { sendTransaction } from './send-transaction.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

const TO = '0x2222222222222222222222222222222222222222'

describe('sendTransaction', () => {
  it('sends from the connected account and returns the hash', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const hash = await sendTransaction(client, { to: TO, value: 10n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.calls.sendTransaction).toEqual([{ to: TO, value: 10n, address: EVM_ADDRESS }])
  })

  it("fails with 'Connector not connected' when no account is connected", async () => {
    const { client } = createActionTestClient()
    const error = await sendTransaction(client, { to: TO, value: 1n }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
  })

  it('refuses to send while the wallet is on a network not configured', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    const error = await sendTransaction(client, { to: TO, value: 1n }).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(evm.calls.sendTransaction).toEqual([])
  })
})
