import { connect } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { useBalance, useNativeBalance } from './use-balance.js'

/** The messages of an error and of its causes, outermost first. */
function errorChain(error: unknown): string[] {
  const messages: string[] = []
  for (let e = error; e instanceof Error; e = e.cause) messages.push(e.message)
  return messages
}

describe('useBalance', () => {
  it('has no balance while no wallet is connected, and does not fetch', async () => {
    const { client, adapter } = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
    let fetches = 0
    const getBalance = adapter.getBalance
    adapter.getBalance = (p) => {
      fetches += 1
      return getBalance(p)
    }
    const hook = await renderHook(client, () => useBalance())
    expect(hook.current()).toMatchObject({ balance: undefined, loading: false })
    expect(fetches).toBe(0)
  })

  it('fetches the native balance and symbol once the wallet connects', async () => {
    const { client } = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
    const hook = await renderHook(client, () => useBalance())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    // The balance code loads with the first fetch, so the answer comes a moment later.
    await expect
      .poll(() => hook.current())
      .toMatchObject({ balance: '1.5', symbol: 'ETH', loading: false })
  })

  it('is loading while the balance is being fetched', async () => {
    const { client, adapter } = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
    let release: (() => void) | undefined
    const getBalance = adapter.getBalance
    adapter.getBalance = async (p) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return getBalance(p)
    }
    const hook = await renderHook(client, () => useBalance())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(hook.current()).toMatchObject({ balance: undefined, loading: true })
    // Loading from the click on: while the balance code loads, then while the wallet answers.
    await expect.poll(() => release).toBeDefined()
    expect(hook.current()).toMatchObject({ balance: undefined, loading: true })
    await actAsync(() => release?.())
    await expect.poll(() => hook.current()).toMatchObject({ balance: '1.5', loading: false })
  })

  it('refetch picks up a changed balance', async () => {
    const { client, adapter } = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
    const hook = await renderHook(client, () => useBalance())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    adapter.setBalance(TEST_ADDRESS, '2.25')
    const result = await actAsync(() => hook.current().refetch())
    expect(result).toEqual({ balance: '2.25', symbol: 'ETH' })
    expect(hook.current().balance).toBe('2.25')
  })

  it('does not show the previous account balance after the wallet switches account', async () => {
    const other = '0x2222222222222222222222222222222222222222'
    const { client, adapter } = createTestClient({
      balances: { [TEST_ADDRESS]: '1.5', [other]: '7' },
    })
    const hook = await renderHook(client, () => useBalance())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    let release: () => void = () => undefined
    const getBalance = adapter.getBalance
    adapter.getBalance = async (p) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return getBalance(p)
    }
    await actAsync(() =>
      adapter.emit('accountChanged', { connectorId: 'eip155-injected', address: other }),
    )
    expect(hook.current()).toMatchObject({ balance: undefined, loading: true })
    await actAsync(() => release())
    expect(hook.current().balance).toBe('7')
  })

  it('reports a failed fetch as an error instead of throwing', async () => {
    const { client, adapter } = createTestClient()
    adapter.getBalance = async () => {
      throw new Error('rpc unreachable')
    }
    const hook = await renderHook(client, () => useBalance())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(hook.current()).toMatchObject({ balance: undefined, loading: false })
    // Core may wrap the adapter's error in its own class; the RPC failure stays its cause.
    expect(errorChain(hook.current().error)).toContain('rpc unreachable')
  })

  it('does not fetch by itself when disabled', async () => {
    const { client, adapter } = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
    let fetches = 0
    const getBalance = adapter.getBalance
    adapter.getBalance = (p) => {
      fetches += 1
      return getBalance(p)
    }
    const hook = await renderHook(client, () => useBalance({ enabled: false }))
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(fetches).toBe(0)
    await actAsync(() => hook.current().refetch())
    expect(hook.current().balance).toBe('1.5')
  })

  it('passes an abort signal that fires when the component unmounts', async () => {
    const { client, adapter } = createTestClient()
    let signal: AbortSignal | undefined
    adapter.getBalance = (p) => {
      signal = p.signal
      return new Promise(() => undefined)
    }
    const hook = await renderHook(client, () => useBalance())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(signal?.aborted).toBe(false)
    await hook.unmount()
    expect(signal?.aborted).toBe(true)
  })

  it('useNativeBalance is the same hook', () => {
    expect(useNativeBalance).toBe(useBalance)
  })
})
