import { closeModal, createKeyway, openModal, switchNetwork } from '@keyway/core'
import { createTestAdapter, testMainnet, testSolana } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useKeywayState } from './use-keyway-state.js'

describe('useKeywayState', () => {
  it('reports the modal closed, not loading, on the first network', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayState())
    expect(hook.current()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
    })
  })

  it('follows the modal opening, loading and closing', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayState())
    await actAsync(() => openModal(client))
    expect(hook.current().open).toBe(true)
    // No public action sets the modal loading, so the test sets the state.
    await actAsync(() => {
      client.state.modal.loading = true
    })
    expect(hook.current().loading).toBe(true)
    await actAsync(() => closeModal(client))
    expect(hook.current()).toMatchObject({ open: false, loading: false })
  })

  it('follows the selected network', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeywayState())
    await actAsync(() => switchNetwork(client, { network: 'eip155:42161' }))
    expect(hook.current().selectedNetworkId).toBe('eip155:42161')
  })

  it('makes the namespace the modal opens on the active chain', async () => {
    const client = createKeyway({
      adapters: [
        createTestAdapter({ namespace: 'eip155' }),
        createTestAdapter({ namespace: 'solana' }),
      ],
      networks: [testMainnet, testSolana],
      onAlert: () => undefined,
    })
    const hook = await renderHook(client, () => useKeywayState())
    await actAsync(() => openModal(client, { namespace: 'solana' }))
    expect(hook.current()).toMatchObject({
      activeChain: 'solana',
      selectedNetworkId: testSolana.caipNetworkId,
    })
  })
})
