import { describe, expect, it } from 'vitest'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { connect } from './connect.js'
import { signMessage } from './sign-message.js'
import { createActionTestClient, EVM_ADDRESS, SOLANA_ADDRESS } from './test-client.test-helpers.js'

describe('signMessage', () => {
  it('asks the connected wallet of the active namespace to sign with its address', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const signature = await signMessage(client, { message: 'hello' })
    expect(signature).toMatch(/^0x(ab)+$/)
    expect(evm.calls.signMessage).toEqual([{ message: 'hello', address: EVM_ADDRESS }])
  })

  it('signs on the namespace asked for', async () => {
    const { client, solana } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await signMessage(client, { message: 'gm', namespace: 'solana' })
    expect(solana.calls.signMessage).toEqual([{ message: 'gm', address: SOLANA_ADDRESS }])
  })

  it("fails with 'Connector not connected' when no account is connected", async () => {
    const { client, evm } = createActionTestClient()
    const error = await signMessage(client, { message: 'hello' }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
    expect(evm.calls.signMessage).toEqual([])
  })
})
