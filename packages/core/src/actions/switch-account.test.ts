import { describe, expect, it } from 'vitest'
import { createTestAdapter } from '../adapter/test-adapter.js'
import { ConnectorAccountNotFoundError } from '../errors/connection.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { connect } from './connect.js'
import { getAccount } from './get-account.js'
import { switchAccount } from './switch-account.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

const SECOND = '0x2222222222222222222222222222222222222222'

function clientWithTwoAccounts() {
  const evm = createTestAdapter({
    namespace: 'eip155',
    accounts: [
      { address: EVM_ADDRESS, type: 'eoa' },
      { address: SECOND, type: 'eoa', label: 'Savings' },
    ],
    connectors: [
      { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' },
      { id: 'other', name: 'Other Wallet', chain: 'eip155', type: 'ANNOUNCED' },
    ],
  })
  return { ...createActionTestClient({ adapters: [evm] }), evm }
}

describe('switchAccount', () => {
  it('reuses the active connector: the account changes, the wallet is not asked again', async () => {
    const { client, evm } = clientWithTwoAccounts()
    await connect(client, { connectorId: 'injected' })
    expect(getAccount(client).allAccounts.map((a) => a.address)).toEqual([EVM_ADDRESS, SECOND])
    const result = await switchAccount(client, { address: SECOND })
    expect(result).toEqual({ namespace: 'eip155', address: SECOND })
    expect(getAccount(client)).toMatchObject({
      address: SECOND,
      caipAddress: `eip155:1:${SECOND}`,
      connectorId: 'injected',
    })
    expect(evm.calls.connect).toHaveLength(1)
    expect(client.state.account.byNamespace.eip155.addressLabels).toEqual({ [SECOND]: 'Savings' })
  })

  it('connects the connector asked for when it is not the active one', async () => {
    const { client, evm } = clientWithTwoAccounts()
    await connect(client, { connectorId: 'injected' })
    await switchAccount(client, { address: SECOND, connectorId: 'other' })
    expect(evm.calls.connect.map((c) => c.connectorId)).toEqual(['injected', 'other'])
    expect(getAccount(client)).toMatchObject({ address: SECOND, connectorId: 'other' })
  })

  it("fails with 'Account not found for connector' for an address the wallet does not share", async () => {
    const { client } = clientWithTwoAccounts()
    await connect(client, { connectorId: 'injected' })
    const error = await switchAccount(client, { address: '0x3' }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorAccountNotFoundError)
    expect(getAccount(client).address).toBe(EVM_ADDRESS)
  })

  it("fails with 'Connector not connected' when nothing was ever connected", async () => {
    const { client } = clientWithTwoAccounts()
    const error = await switchAccount(client, { address: SECOND }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
    expect(error.shortMessage).toBe('Connector not connected')
  })
})
