import { connect, createKeyway, getAccount } from '@keyway/core'
import { createTestAdapter, testMainnet, testSolana } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useAccount } from './use-account.js'
import { useDisconnect } from './use-disconnect.js'

describe('useDisconnect', () => {
  it('disconnects the wallet and the account becomes disconnected', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => ({ ...useDisconnect(), account: useAccount() }))
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() => hook.current().disconnect())
    expect(adapter.calls.disconnect).toEqual(['eip155-injected'])
    expect(adapter.connectedIds()).toEqual([])
    expect(hook.current().account).toMatchObject({ isConnected: false, address: undefined })
  })

  it('disconnects only the namespace it is given', async () => {
    const evm = createTestAdapter({ namespace: 'eip155' })
    const solana = createTestAdapter({ namespace: 'solana' })
    const client = createKeyway({
      adapters: [evm, solana],
      networks: [testMainnet, testSolana],
      onAlert: () => undefined,
    })
    const hook = await renderHook(client, () => useDisconnect())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected', namespace: 'eip155' }))
    await actAsync(() => connect(client, { connectorId: 'solana-injected', namespace: 'solana' }))
    await actAsync(() => hook.current().disconnect({ namespace: 'solana' }))
    expect(getAccount(client, { namespace: 'solana' }).isConnected).toBe(false)
    expect(getAccount(client, { namespace: 'eip155' }).isConnected).toBe(true)
  })

  it('rejects with "Failed to disconnect" when the wallet fails to disconnect', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => useDisconnect())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    adapter.disconnect = async () => {
      throw new Error('wallet went away')
    }
    const error = await actAsync(() =>
      hook
        .current()
        .disconnect()
        .catch((e: unknown) => e),
    )
    expect(error).toMatchObject({
      name: 'FailedToDisconnectError',
      shortMessage: 'Failed to disconnect',
    })
  })
})
