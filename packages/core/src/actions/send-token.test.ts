import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/provider-rpc.js'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../errors/send.js'
import { connect } from './connect.js'
import { getSendState } from './get-send-state.js'
import { openModal } from './open-modal.js'
import { createNamesApi, eth, RECEIVER, SEND_API, usdc } from './send.test-helpers.js'
import { sendToken } from './send-token.js'
import { createActionTestClient, EVM_ADDRESS, SOLANA_ADDRESS } from './test-client.test-helpers.js'
import { updateSendForm } from './update-send-form.js'

describe('sendToken', () => {
  it('sends native ETH through the wallet, resets the form and returns to Account', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    openModal(client, { view: 'Account' })
    client._internal.router.push('WalletSend')
    const { hash } = await sendToken(client, { token: eth, amount: '0.5', receiver: RECEIVER })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(evm.calls.sendTransaction).toEqual([
      { to: RECEIVER, value: 500_000_000_000_000_000n, address: EVM_ADDRESS },
    ])
    expect(getSendState(client)).toMatchObject({ amount: undefined, receiverAddress: undefined })
    expect(client.state.router.history).toEqual(['Account'])
  })

  it('sends 1.5 of a token in its own units to its contract address', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await sendToken(client, { token: usdc, amount: '1.5', receiver: RECEIVER })
    expect(evm.calls.sendTransaction).toEqual([
      { to: RECEIVER, value: 1_500_000n, address: EVM_ADDRESS },
    ])
  })

  it('reads the balances again after the send, past the blockchain API cache (docs/account-features.md#send)', async () => {
    let usdcLeft = '10'
    const balanceRequests: URL[] = []
    const fetch = async (input: string | URL | Request) => {
      const url = new URL(String(input))
      if (!/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname))
        return new Response('{}', { status: 404 })
      balanceRequests.push(url)
      const balances = [{ ...usdc, quantity: { decimals: '6', numeric: usdcLeft } }]
      return new Response(JSON.stringify({ balances }), {
        headers: { 'content-type': 'application/json' },
      })
    }
    const { client } = createActionTestClient({
      projectId: 'project',
      endpoints: { blockchainApi: SEND_API },
      fetch,
    })
    await connect(client, { connectorId: 'eip155-injected' })
    await client._internal.balance.fetchTokenBalances()
    expect(client.state.balance.tokenBalances[0]?.quantity.numeric).toBe('10')
    usdcLeft = '8.5'
    await sendToken(client, { token: usdc, amount: '1.5', receiver: RECEIVER })
    expect(client.state.balance.tokenBalances[0]?.quantity.numeric).toBe('8.5')
    expect(balanceRequests.at(-1)?.searchParams.get('forceUpdate')).toBe('true')
  })

  it('sends to a registered name: the address it resolves to', async () => {
    const api = createNamesApi({ 'alice.keyway.id': { address: RECEIVER } })
    const { client, evm } = createActionTestClient({
      projectId: 'project',
      endpoints: { blockchainApi: SEND_API },
      fetch: api.fetch,
    })
    await connect(client, { connectorId: 'eip155-injected' })
    await sendToken(client, { token: usdc, amount: '2', receiver: 'alice.keyway.id' })
    expect(evm.calls.sendTransaction[0]?.to).toBe(RECEIVER)
  })

  it('sends what the form holds when called without fields', async () => {
    const { client, solana } = createActionTestClient()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    const sol = { ...eth, name: 'Solana', symbol: 'SOL', quantity: { decimals: '9', numeric: '3' } }
    updateSendForm(client, { token: sol, amount: '1', receiverAddress: SOLANA_ADDRESS })
    await sendToken(client)
    expect(solana.calls.sendTransaction).toEqual([
      { to: SOLANA_ADDRESS, value: 1_000_000_000n, address: SOLANA_ADDRESS },
    ])
  })

  it('fails with the docs/validation.md#send messages, sending nothing', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await expect(sendToken(client, { token: usdc, receiver: RECEIVER })).rejects.toBeInstanceOf(
      SendAmountAndReceiverRequiredError,
    )
    await expect(sendToken(client, { token: usdc, amount: '1', receiver: '' })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    updateSendForm(client, { token: undefined })
    await expect(sendToken(client, { amount: '1', receiver: RECEIVER })).rejects.toThrow(
      SendTokenRequiredError,
    )
    expect(evm.calls.sendTransaction).toEqual([])
  })

  it('leaves the form as it was when the wallet refuses', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    evm.sendTransaction = async () => {
      throw new UserRejectedRequestError()
    }
    await expect(
      sendToken(client, { token: usdc, amount: '1.5', receiver: RECEIVER }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getSendState(client)).toMatchObject({
      token: usdc,
      amount: '1.5',
      receiverAddress: RECEIVER,
      loading: false,
    })
  })
})
