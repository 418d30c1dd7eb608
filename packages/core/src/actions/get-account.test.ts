import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { getAccount } from './get-account.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

describe('getAccount', () => {
  it('is disconnected with no address before any connection', () => {
    const { client } = createActionTestClient()
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
      address: undefined,
      connectorId: undefined,
    })
  })

  it('reports the connected account, its CAIP-10 address and connector', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      connectorId: 'eip155-injected',
      allAccounts: [{ address: EVM_ADDRESS, type: 'eoa' }],
    })
  })

  it('reads another namespace than the active one', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(getAccount(client, { namespace: 'solana' })).toMatchObject({
      namespace: 'solana',
      isConnected: false,
    })
  })
})
