import { describe, expect, it } from 'vitest'
import { ResolveNameError } from '../errors/names.js'
import { SendAmountAndReceiverRequiredError } from '../errors/send.js'
import { connect } from './connect.js'
import { resolveSendReceiver } from './resolve-send-receiver.js'
import { createNamesApi, RECEIVER, SEND_API } from './send.test-helpers.js'
import { createActionTestClient, SOLANA_ADDRESS } from './test-client.test-helpers.js'

function setup(names: Parameters<typeof createNamesApi>[0] = {}) {
  const api = createNamesApi(names)
  const { client } = createActionTestClient({
    projectId: 'project',
    endpoints: { blockchainApi: SEND_API },
    fetch: api.fetch,
  })
  return { client, api }
}

describe('resolveSendReceiver', () => {
  it('takes an address of the active namespace as it is, without a lookup', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await resolveSendReceiver(client, { receiver: ` ${RECEIVER} ` })).toEqual({
      address: RECEIVER,
    })
    expect(api.lookups).toEqual([])
  })

  it('takes a base58 address on solana', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    expect(await resolveSendReceiver(client, { receiver: SOLANA_ADDRESS })).toEqual({
      address: SOLANA_ADDRESS,
    })
  })

  it('resolves a registered name to its address, with the profile name and avatar', async () => {
    const { client, api } = setup({
      'alice.keyway.id': { address: RECEIVER, avatar: 'https://example.test/alice.png' },
    })
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await resolveSendReceiver(client, { receiver: 'alice.keyway.id' })).toEqual({
      address: RECEIVER,
      name: 'alice.keyway.id',
      avatar: 'https://example.test/alice.png',
    })
    expect(api.lookups).toEqual(['alice.keyway.id'])
  })

  it("prefers the address registered for the active chain's coin type", async () => {
    const { client } = setup({ 'bob.keyway.id': { address: RECEIVER, coinType: '60' } })
    await connect(client, { connectorId: 'eip155-injected' })
    expect((await resolveSendReceiver(client, { receiver: 'bob.keyway.id' })).address).toBe(
      RECEIVER,
    )
  })

  it("fails with 'Error resolving name' for a name nobody registered (docs/errors.md#names)", async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    const attempt = resolveSendReceiver(client, { receiver: 'nobody.keyway.id' })
    await expect(attempt).rejects.toBeInstanceOf(ResolveNameError)
    await expect(attempt).rejects.toThrow('Error resolving name')
  })

  it("fails with 'Error resolving name' without a blockchain API, or on solana", async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await expect(resolveSendReceiver(client, { receiver: 'alice.keyway.id' })).rejects.toThrow(
      'Error resolving name',
    )
    const named = setup({ 'alice.keyway.id': { address: RECEIVER } })
    await connect(named.client, { connectorId: 'solana-injected', namespace: 'solana' })
    await expect(
      resolveSendReceiver(named.client, { receiver: 'alice.keyway.id' }),
    ).rejects.toBeInstanceOf(ResolveNameError)
    expect(named.api.lookups).toEqual([])
  })

  it("takes an empty receiver for none: 'An amount and receiver address are required'", async () => {
    const { client } = setup()
    await expect(resolveSendReceiver(client, { receiver: '  ' })).rejects.toBeInstanceOf(
      SendAmountAndReceiverRequiredError,
    )
  })
})
