import { describe, expect, it } from 'vitest'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { UserRejectedRequestError } from '../errors/provider-rpc.js'
import { connect } from './connect.js'
import { createActionTestClient, EVM_ADDRESS, SOLANA_ADDRESS } from './test-client.test-helpers.js'

describe('connect', () => {
  it('connects on the active namespace and returns the connection with its namespace', async () => {
    const { client } = createActionTestClient()
    const result = await connect(client, { connectorId: 'eip155-injected' })
    expect(result).toMatchObject({ namespace: 'eip155', address: EVM_ADDRESS, chainId: 1 })
    expect(client.state.account.byNamespace.eip155.status).toBe('connected')
  })

  it('connects on another namespace, which becomes the active one (docs/connection.md#connecting)', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    expect(client.state.chain.activeNamespace).toBe('solana')
    expect(client.state.account.byNamespace.solana.address).toBe(SOLANA_ADDRESS)
  })

  it("fails with 'Chain adapter not found' for a namespace no adapter serves", async () => {
    const { client } = createActionTestClient()
    const error = await connect(client, { connectorId: 'x', namespace: 'bip122' }).catch((e) => e)
    expect(error).toBeInstanceOf(ChainAdapterNotFoundError)
    expect(error.shortMessage).toBe('Chain adapter not found')
  })

  it('a wallet refusal is a UserRejectedRequestError and leaves the account disconnected', async () => {
    const { client, evm } = createActionTestClient()
    evm.scriptConnect('eip155-injected', { type: 'reject', code: 4001 })
    const error = await connect(client, { connectorId: 'eip155-injected' }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(client.state.account.byNamespace.eip155.status).toBe('disconnected')
  })

  it('an aborted attempt ends "connecting" even when the wallet ignores the signal', async () => {
    const { client, evm } = createActionTestClient()
    evm.connect = () => new Promise(() => undefined)
    const controller = new AbortController()
    const attempt = connect(client, { connectorId: 'eip155-injected', signal: controller.signal })
    expect(client.state.connection.status.eip155).toBe('connecting')
    controller.abort()
    await expect(attempt).rejects.toBeInstanceOf(RequestAbortedError)
    expect(client.state.connection.status.eip155).toBe('disconnected')
  })
})
