import { connect } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { useTokenBalances } from './use-token-balances.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const tokens = { 'eip155:1': [{ address: USDC, symbol: 'USDC', decimals: 6 }] }

/** Connects, and lets the fetch the hooks start on the new account settle. */
async function connectWallet(client: ReturnType<typeof setup>['client']) {
  await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
  await actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

function setup() {
  return createTestClient({
    balances: { [TEST_ADDRESS]: '1.5' },
    tokens,
    tokenBalances: { [TEST_ADDRESS]: { [USDC]: '2500000' } },
  })
}

describe('useTokenBalances', () => {
  it('is empty and not loading while no wallet is connected, and does not fetch', async () => {
    const { client, adapter } = setup()
    const hook = await renderHook(client, () => useTokenBalances())
    expect(hook.current()).toMatchObject({ balances: [], loading: false, error: undefined })
    expect(adapter.calls.getTokenBalances).toHaveLength(0)
  })

  it('lists the native balance and the configured tokens once the wallet connects', async () => {
    const { client } = setup()
    const hook = await renderHook(client, () => useTokenBalances())
    await connectWallet(client)
    // The balance code loads with the first fetch, so the list comes a moment later.
    await expect
      .poll(() => hook.current().balances.map((b) => [b.symbol, b.quantity.numeric]))
      .toEqual([
        ['ETH', '1.5'],
        ['USDC', '2.5'],
      ])
    const { totalValue, loading, stale } = hook.current()
    expect({ totalValue, loading, stale }).toEqual({
      totalValue: undefined,
      loading: false,
      stale: false,
    })
  })

  it('five components reading the balances make one read', async () => {
    const { client, adapter } = setup()
    const hooks = []
    for (let i = 0; i < 5; i++) hooks.push(await renderHook(client, () => useTokenBalances()))
    await connectWallet(client)
    for (const hook of hooks) await expect.poll(() => hook.current().balances).toHaveLength(2)
    expect(adapter.calls.getTokenBalances).toHaveLength(1)
  })

  it("reports a failed read as 'Token Balance Unavailable', keeping the last list stale", async () => {
    const { client, adapter } = setup()
    const hook = await renderHook(client, () => useTokenBalances())
    await connectWallet(client)
    await expect.poll(() => hook.current().balances).toHaveLength(2)
    adapter.getTokenBalances = async () => {
      throw new Error('HTTP request failed')
    }
    expect(await actAsync(() => hook.current().refetch())).toBeUndefined()
    expect(hook.current().error?.message).toBe('Token Balance Unavailable')
    expect(hook.current()).toMatchObject({ stale: true })
    expect(hook.current().balances).toHaveLength(2)
  })

  it('refetch asks past the cache window and picks up a changed balance', async () => {
    const { client, adapter } = setup()
    const hook = await renderHook(client, () => useTokenBalances())
    await connectWallet(client)
    adapter.setTokenBalance(TEST_ADDRESS, USDC, '4000000')
    await actAsync(() => hook.current().refetch())
    expect(hook.current().balances[1]?.quantity.numeric).toBe('4')
  })

  it('does not fetch by itself when disabled', async () => {
    const { client, adapter } = setup()
    await renderHook(client, () => useTokenBalances({ enabled: false }))
    await connectWallet(client)
    expect(adapter.calls.getTokenBalances).toHaveLength(0)
  })
})
