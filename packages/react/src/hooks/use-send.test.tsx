import {
  connect,
  SendAmountAndReceiverRequiredError,
  type TokenBalance,
  UserRejectedRequestError,
} from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { useSend } from './use-send.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

async function connected() {
  const context = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
  await actAsync(() => connect(context.client, { connectorId: 'eip155-injected' }))
  return context
}

describe('useSend', () => {
  it('shows the form as update fills it, in every component reading it', async () => {
    const { client } = await connected()
    const first = await renderHook(client, () => useSend())
    const second = await renderHook(client, () => useSend())
    await actAsync(() => first.current().update({ token: eth, amount: '0.25' }))
    expect(second.current()).toMatchObject({ token: eth, amount: '0.25', loading: false })
  })

  it("keeps core's network fee estimate, and Max fills the native balance less it", async () => {
    const { client, adapter } = await connected()
    adapter.estimateTransferFee = async () => 21_000_000_000_000n
    const hook = await renderHook(client, () => useSend())
    await actAsync(() => hook.current().update({ token: eth, amount: '0.25' }))
    await expect
      .poll(() => hook.current().fee)
      .toEqual({ value: 21_000_000_000_000n, formatted: '0.000021', symbol: 'ETH' })
    expect(hook.current().feeStatus).toBe('idle')
    await actAsync(async () => hook.current().setMax())
    expect(hook.current().amount).toBe('1.499979')
  })

  it('sends through the wallet, keeps the hash and resets the form', async () => {
    const { client, adapter } = await connected()
    const hook = await renderHook(client, () => useSend())
    const result = await actAsync(() =>
      hook.current().send({ token: eth, amount: '0.5', receiver: RECEIVER }),
    )
    expect(result?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.calls.sendTransaction).toEqual([
      { to: RECEIVER, value: 500_000_000_000_000_000n, address: TEST_ADDRESS },
    ])
    expect(hook.current()).toMatchObject({
      hash: result?.hash,
      amount: undefined,
      error: undefined,
      loading: false,
    })
  })

  it('keeps the docs/validation.md#send message in error instead of throwing, and clears it on the next send', async () => {
    const { client } = await connected()
    const hook = await renderHook(client, () => useSend())
    expect(await actAsync(() => hook.current().send({ token: eth, receiver: RECEIVER }))).toBe(
      undefined,
    )
    expect(hook.current().error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
    expect(hook.current().error?.message).toBe('An amount and receiver address are required')
    await actAsync(() => hook.current().send({ amount: '0.1' }))
    expect(hook.current().error).toBeUndefined()
  })

  it('leaves the form filled when the wallet refuses', async () => {
    const { client, adapter } = await connected()
    adapter.sendTransaction = async () => {
      throw new UserRejectedRequestError()
    }
    const hook = await renderHook(client, () => useSend())
    await actAsync(() => hook.current().send({ token: eth, amount: '1', receiver: RECEIVER }))
    expect(hook.current().error).toBeInstanceOf(UserRejectedRequestError)
    expect(hook.current()).toMatchObject({ token: eth, amount: '1', receiverAddress: RECEIVER })
  })

  it('cancels a send in flight when the component unmounts', async () => {
    const { client, adapter } = await connected()
    let signal: AbortSignal | undefined
    adapter.sendTransaction = (parameters) => {
      signal = parameters.signal
      return new Promise(() => undefined)
    }
    const hook = await renderHook(client, () => useSend())
    void hook.current().send({ token: eth, amount: '1', receiver: RECEIVER })
    await actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(signal?.aborted).toBe(false)
    await hook.unmount()
    expect(signal?.aborted).toBe(true)
  })
})
