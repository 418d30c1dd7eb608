import { describe, expect, it } from 'vitest'
import type { AdapterTransferFeeParameters } from '../adapter/types.js'
import { connect } from './connect.js'
import { estimateSendFee } from './estimate-send-fee.js'
import { eth, RECEIVER, usdc } from './send.test-helpers.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

function setup() {
  const context = createActionTestClient()
  const asked: AdapterTransferFeeParameters[] = []
  context.evm.estimateTransferFee = async (parameters) => {
    asked.push(parameters)
    return parameters.tokenAddress ? 52_000n * 1_000_000_000n : 21_000n * 1_000_000_000n
  }
  return { ...context, asked }
}

describe('estimateSendFee', () => {
  it('is undefined while nothing is connected', async () => {
    const { client, asked } = setup()
    expect(await estimateSendFee(client, { token: eth, amount: '1' })).toBeUndefined()
    expect(asked).toEqual([])
  })

  it("is the chain's fee of the transfer, formatted in the native currency", async () => {
    const { client, asked } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    const fee = await estimateSendFee(client, {
      token: eth,
      amount: '0.5',
      receiverAddress: RECEIVER,
    })
    expect(fee).toEqual({ value: 21_000_000_000_000n, formatted: '0.000021', symbol: 'ETH' })
    expect(asked[0]).toMatchObject({
      address: EVM_ADDRESS,
      to: RECEIVER,
      value: 500_000_000_000_000_000n,
      tokenAddress: undefined,
    })
  })

  it('asks for the token transfer by contract address, to the sender while no receiver is known', async () => {
    const { client, asked } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    const fee = await estimateSendFee(client, { token: usdc, amount: 'not a number' })
    expect(fee?.formatted).toBe('0.000052')
    expect(asked[0]).toMatchObject({
      to: EVM_ADDRESS,
      value: 0n,
      tokenAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    })
  })

  it("is undefined when the chain's adapter cannot estimate it", async () => {
    const { client, solana } = createActionTestClient()
    expect(solana.estimateTransferFee).toBeUndefined()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    expect(await estimateSendFee(client, { token: eth })).toBeUndefined()
  })

  it('passes the signal on: an aborted estimate rejects', async () => {
    const { client, evm } = createActionTestClient()
    evm.estimateTransferFee = async ({ signal }) => {
      if (signal?.aborted) throw signal.reason
      return 1n
    }
    await connect(client, { connectorId: 'eip155-injected' })
    const controller = new AbortController()
    controller.abort(new Error('left the view'))
    await expect(
      estimateSendFee(client, { token: eth, signal: controller.signal }),
    ).rejects.toThrow('left the view')
  })
})
