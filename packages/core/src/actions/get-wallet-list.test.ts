import { describe, expect, it } from 'vitest'
import { getWalletList } from './get-wallet-list.js'
import { loadWalletList } from './load-wallet-list.js'
import { openModal } from './open-modal.js'
import { createActionTestClient, createCatalogueFetch } from './test-client.test-helpers.js'

describe('getWalletList', () => {
  it('lists the installed wallets at once, before any catalogue load', () => {
    const { client } = createActionTestClient()
    const list = getWalletList(client)
    expect(list.status).toBe('idle')
    expect(list.catalogueCount).toBe(0)
    expect(list.wallets.map((w) => [w.group, w.key, w.connector?.id])).toEqual([
      ['injected', 'eip155-injected', 'eip155-injected'],
      ['injected', 'solana-injected', 'solana-injected'],
    ])
  })

  it("lists the dapp's custom wallets in their docs/limits.md#features-and-defaults place", () => {
    const { client } = createActionTestClient({
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mywallet://' }],
    })
    expect(getWalletList(client).wallets.map((w) => [w.group, w.key])).toContainEqual([
      'custom',
      'mine',
    ])
  })

  it('opened for one namespace, lists only the wallets of that namespace until opened again', async () => {
    const catalogue = [
      { id: 'evm-only', name: 'EVM Wallet', chains: ['eip155:1'] },
      {
        id: 'sol-only',
        name: 'Solana Wallet',
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      },
      { id: 'unknown', name: 'Any Wallet' },
    ]
    const service = createCatalogueFetch(catalogue)
    const { client } = createActionTestClient({
      projectId: 'p1',
      endpoints: { walletCatalogue: 'http://127.0.0.1:9001' },
      fetch: service.fetch,
    })
    await loadWalletList(client)
    const keys = () => getWalletList(client).wallets.map((w) => w.key)
    expect(keys()).toEqual([
      'eip155-injected',
      'solana-injected',
      'evm-only',
      'sol-only',
      'unknown',
    ])
    openModal(client, { namespace: 'solana' })
    expect(keys()).toEqual(['solana-injected', 'sol-only', 'unknown'])
    openModal(client)
    expect(keys()).toHaveLength(5)
  })
})
