import { connect, createKeyway, disconnect } from '@keyway/core'
import { createTestAdapter, testMainnet, testSolana } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { useAccount } from './use-account.js'

describe('useAccount', () => {
  it('is disconnected with no address before any wallet connects', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useAccount())
    expect(hook.current()).toMatchObject({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
      allAccounts: [],
    })
  })

  it('shows the address, CAIP-10 address and accounts once the wallet connects', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useAccount())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(hook.current()).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:1:${TEST_ADDRESS}`,
      isConnected: true,
      status: 'connected',
      allAccounts: [{ address: TEST_ADDRESS, type: 'eoa' }],
    })
  })

  it('is disconnected again, with the address cleared, after a disconnect', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useAccount())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() => disconnect(client))
    expect(hook.current()).toMatchObject({
      address: undefined,
      isConnected: false,
      status: 'disconnected',
    })
  })

  it('stays disconnected when the user rejects the connection in the wallet', async () => {
    const { client, adapter } = createTestClient()
    adapter.scriptConnect('eip155-injected', { type: 'reject', code: 4001 })
    const hook = await renderHook(client, () => useAccount())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }).catch(() => undefined))
    expect(hook.current()).toMatchObject({ isConnected: false, status: 'disconnected' })
  })

  it('follows an account the user switches to in the wallet', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => useAccount())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const next = '0x2222222222222222222222222222222222222222'
    await actAsync(() =>
      adapter.emit('accountChanged', { connectorId: 'eip155-injected', address: next }),
    )
    expect(hook.current().address).toBe(next)
    expect(hook.current().caipAddress).toBe(`eip155:1:${next}`)
  })

  it('reads the namespace it is given instead of the active one', async () => {
    const evm = createTestAdapter({ namespace: 'eip155' })
    const solana = createTestAdapter({ namespace: 'solana' })
    const client = createKeyway({
      adapters: [evm, solana],
      networks: [testMainnet, testSolana],
      onAlert: () => undefined,
    })
    const active = await renderHook(client, () => useAccount())
    const onSolana = await renderHook(client, () => useAccount({ namespace: 'solana' }))
    await actAsync(() => connect(client, { connectorId: 'eip155-injected', namespace: 'eip155' }))
    expect(active.current().isConnected).toBe(true)
    expect(onSolana.current()).toMatchObject({ isConnected: false, address: undefined })
  })

  it('has no embedded-wallet info for an injected wallet', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useAccount())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(hook.current().embeddedWalletInfo).toBeUndefined()
  })

  it('gives embedded-wallet info (email login, account type) for the auth connector', async () => {
    const adapter = createTestAdapter({
      namespace: 'eip155',
      connectors: [{ id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' }],
    })
    const client = createKeyway({
      adapters: [adapter],
      networks: [testMainnet],
      onAlert: () => undefined,
    })
    const hook = await renderHook(client, () => useAccount())
    await actAsync(() => connect(client, { connectorId: 'auth' }))
    // docs/limits.md#features-and-defaults: eip155 smartAccount.
    expect(hook.current().embeddedWalletInfo).toEqual({
      user: undefined,
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    })
  })
})
