import { connect, createKeyway, disconnect } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { useWalletInfo } from './use-wallet-info.js'

function clientWithWallet() {
  const adapter = createTestAdapter({
    namespace: 'eip155',
    connectors: [
      {
        id: 'io.metamask',
        name: 'MetaMask',
        chain: 'eip155',
        type: 'ANNOUNCED',
        imageUrl: 'data:image/svg+xml,<svg/>',
        info: { rdns: 'io.metamask' },
      },
    ],
  })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet],
    onAlert: () => undefined,
  })
  return client
}

describe('useWalletInfo', () => {
  it('has no wallet info before a wallet connects', async () => {
    const hook = await renderHook(clientWithWallet(), () => useWalletInfo())
    expect(hook.current().walletInfo).toBeUndefined()
  })

  it("gives the connected wallet's name, icon and rdns", async () => {
    const client = clientWithWallet()
    const hook = await renderHook(client, () => useWalletInfo())
    await actAsync(() => connect(client, { connectorId: 'io.metamask' }))
    expect(hook.current().walletInfo).toEqual({
      name: 'MetaMask',
      icon: 'data:image/svg+xml,<svg/>',
      identifier: 'io.metamask',
      type: 'ANNOUNCED',
    })
  })

  it('clears the wallet info on disconnect', async () => {
    const client = clientWithWallet()
    const hook = await renderHook(client, () => useWalletInfo({ namespace: 'eip155' }))
    await actAsync(() => connect(client, { connectorId: 'io.metamask' }))
    await actAsync(() => disconnect(client))
    expect(hook.current().walletInfo).toBeUndefined()
  })
})
