import { describe, expect, it } from 'vitest'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { createCallsTestClient } from './calls.test-helpers.js'
import { connect } from './connect.js'
import { getCapabilities } from './get-capabilities.js'

describe('getCapabilities', () => {
  it("answers the connected wallet's capabilities keyed by hex chain id", async () => {
    const { client } = createCallsTestClient({ atomic: 'unsupported' })
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await getCapabilities(client)).toEqual({ '0x1': { atomic: { status: 'unsupported' } } })
  })

  it("fails with 'Connector not connected' when no account is connected", async () => {
    const { client } = createCallsTestClient({ atomic: 'supported' })
    await expect(getCapabilities(client)).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})
