import { describe, expect, it, vi } from 'vitest'
import { createTestAdapter, TestWalletError } from './test-adapter.js'
import { testMainnet as ETH_MAINNET } from './test-networks.js'

describe('createTestAdapter', () => {
  it('connects a known connector with the configured accounts and default chain', async () => {
    const adapter = createTestAdapter({
      namespace: 'eip155',
      accounts: [{ address: '0xabc', type: 'smartAccount' }],
      chainId: 10,
    })
    const result = await adapter.connect({ connectorId: 'eip155-injected' })
    expect(result).toMatchObject({ address: '0xabc', chainId: 10, connectorId: 'eip155-injected' })
    expect(adapter.connectedIds()).toEqual(['eip155-injected'])
    expect(adapter.calls.connect).toHaveLength(1)
  })

  it.each([4001, 5000] as const)('a scripted user rejection throws with code %i', async (code) => {
    const adapter = createTestAdapter({ namespace: 'eip155' })
    adapter.scriptConnect('eip155-injected', { type: 'reject', code })
    const error = await adapter.connect({ connectorId: 'eip155-injected' }).catch((e) => e)
    expect(error).toBeInstanceOf(TestWalletError)
    expect(error.code).toBe(code)
    expect(adapter.connectedIds()).toEqual([])
  })

  it('a scripted failure throws that error once, then connects', async () => {
    const adapter = createTestAdapter({ namespace: 'solana' })
    adapter.scriptConnect('solana-injected', { type: 'fail', error: new Error('boom') })
    await expect(adapter.connect({ connectorId: 'solana-injected' })).rejects.toThrow('boom')
    await expect(adapter.connect({ connectorId: 'solana-injected' })).resolves.toMatchObject({
      connectorId: 'solana-injected',
    })
  })

  it('reconnect succeeds only for connectors that have a session', async () => {
    const adapter = createTestAdapter({ namespace: 'eip155', sessions: [] })
    await expect(adapter.reconnect({ connectorId: 'eip155-injected' })).rejects.toThrow(
      'No session',
    )
    await adapter.connect({ connectorId: 'eip155-injected' })
    await expect(adapter.reconnect({ connectorId: 'eip155-injected' })).resolves.toBeDefined()
  })

  it('emits events to subscribers until they unsubscribe', () => {
    const adapter = createTestAdapter({ namespace: 'eip155' })
    const listener = vi.fn()
    const off = adapter.on('accountChanged', listener)
    adapter.emit('accountChanged', { connectorId: 'x', address: '0x1' })
    off()
    adapter.emit('accountChanged', { connectorId: 'x', address: '0x2' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ connectorId: 'x', address: '0x1' })
  })

  it('setConnectors replaces the list and emits connectorsChanged', () => {
    const adapter = createTestAdapter({ namespace: 'eip155' })
    const listener = vi.fn()
    adapter.on('connectorsChanged', listener)
    const next = [{ id: 'a', name: 'A', chain: 'eip155', type: 'ANNOUNCED' } as const]
    adapter.setConnectors([...next])
    expect(adapter.getConnectors()).toEqual(next)
    expect(listener).toHaveBeenCalledWith({ connectors: next })
  })

  it('returns configured balances and records signMessage and sendTransaction calls', async () => {
    const adapter = createTestAdapter({ namespace: 'eip155', balances: { '0x1': '1.5' } })
    await expect(adapter.getBalance({ address: '0x1', network: ETH_MAINNET })).resolves.toEqual({
      balance: '1.5',
      symbol: 'ETH',
    })
    await adapter.signMessage({ message: 'hi', address: '0x1' })
    const hash = await adapter.sendTransaction({
      address: '0x1',
      to: '0x2',
      value: 5n,
      network: ETH_MAINNET,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.calls.signMessage).toEqual([{ message: 'hi', address: '0x1' }])
    expect(adapter.calls.sendTransaction).toEqual([{ to: '0x2', value: 5n, address: '0x1' }])
  })

  it('an aborted signal rejects a network call', async () => {
    const adapter = createTestAdapter({ namespace: 'eip155' })
    const controller = new AbortController()
    controller.abort()
    await expect(
      adapter.getBalance({ address: '0x1', network: ETH_MAINNET, signal: controller.signal }),
    ).rejects.toThrow('aborted')
  })

  it('parseUnits and formatUnits round-trip decimal amounts', () => {
    const adapter = createTestAdapter({ namespace: 'eip155' })
    expect(adapter.parseUnits('1.5', 18)).toBe(1500000000000000000n)
    expect(adapter.formatUnits(1500000000000000000n, 18)).toBe('1.5')
    expect(adapter.formatUnits(5n, 9)).toBe('0.000000005')
    expect(adapter.formatUnits(-2000n, 3)).toBe('-2')
  })
})
