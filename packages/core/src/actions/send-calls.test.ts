import { describe, expect, it } from 'vitest'
import { InvalidSendCallsError } from '../errors/calls.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { AtomicityNotSupportedError } from '../errors/wallet-calls-rpc.js'
import { createCallsTestClient } from './calls.test-helpers.js'
import { connect } from './connect.js'
import { sendCalls } from './send-calls.js'
import { createActionTestClient } from './test-client.test-helpers.js'

const A = '0x2222222222222222222222222222222222222222'
const B = '0x3333333333333333333333333333333333333333'

describe('sendCalls', () => {
  it('sends the batch atomically by default and returns its id', async () => {
    const { client, sent } = createCallsTestClient({ atomic: 'supported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const result = await sendCalls(client, {
      calls: [
        { to: A, value: 5n },
        { to: B, data: '0xabcdef' },
      ],
    })
    expect(result.sequential).toBe(false)
    expect(result.id).toMatch(/^0x/)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      forceAtomic: true,
      calls: [
        { to: A, value: '0x5' },
        { to: B, data: '0xabcdef' },
      ],
    })
  })

  it("fails with AtomicityNotSupportedError (5760) when the wallet cannot and the dapp didn't allow a fallback", async () => {
    const { client, base } = createCallsTestClient({ atomic: 'unsupported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await sendCalls(client, { calls: [{ to: A }] }).catch((e) => e)
    expect(error).toBeInstanceOf(AtomicityNotSupportedError)
    expect(error.code).toBe(5760)
    expect(base.calls.sendTransaction).toEqual([])
  })

  it('sends the calls one by one when the dapp allowed it (forceAtomic: false)', async () => {
    const { client, base } = createCallsTestClient({ atomic: 'unsupported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const result = await sendCalls(client, {
      calls: [
        { to: A, value: 1n },
        { to: B, value: 2n },
      ],
      forceAtomic: false,
    })
    expect(result.sequential).toBe(true)
    expect(result.transactionHashes).toHaveLength(2)
    expect(base.calls.sendTransaction.map((tx) => tx.to)).toEqual([A, B])
  })

  it('checks every call before the wallet is asked (validateSendCalls)', async () => {
    const { client, sent } = createCallsTestClient({ atomic: 'supported' })
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await sendCalls(client, {
      calls: [{ to: A }, { to: 'deadbeef' as `0x${string}` }],
    }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidSendCallsError)
    expect(error.details).toBe('calls[1].to must start with 0x')
    expect(sent).toEqual([])
  })

  it('an adapter without batched calls refuses an atomic batch with 5760', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const error = await sendCalls(client, { calls: [{ to: A }] }).catch((e) => e)
    expect(error).toBeInstanceOf(AtomicityNotSupportedError)
    expect(evm.calls.sendTransaction).toEqual([])
  })

  it("fails with 'Connector not connected' when no account is connected", async () => {
    const { client } = createCallsTestClient({ atomic: 'supported' })
    const error = await sendCalls(client, { calls: [{ to: A }] }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorNotConnectedError)
  })
})
