import { describe, expect, it } from 'vitest'
import { getWalletList } from './get-wallet-list.js'
import { createActionTestClient } from './test-client.test-helpers.js'

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

  it("lists the dapp's custom wallets in their spec §9 place", () => {
    const { client } = createActionTestClient({
      customWallets: [{ id: 'mine', name: 'My Wallet', mobile_link: 'mywallet://' }],
    })
    expect(getWalletList(client).wallets.map((w) => [w.group, w.key])).toContainEqual([
      'custom',
      'mine',
    ])
  })
})
