import { describe, expect, it } from 'vitest'
import { expectTracked, setupConnection } from './testing.test-helpers.js'
import { finalizeWalletConnect } from './walletconnect-finish.js'

describe('finalizeWalletConnect', () => {
  it("stores the deep link and the recent wallet and tracks CONNECT_SUCCESS with method 'mobile'", () => {
    const t = setupConnection()
    t.ctx.state.wcLinking = { name: 'Rainbow', href: 'rainbow://' }
    t.ctx.state.recentWallet = { id: 'rb-1', name: 'Rainbow' }
    finalizeWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(t.storage.get('wcDeepLink')).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    expect(t.storage.getRecentWallets()).toEqual([{ id: 'rb-1', name: 'Rainbow' }])
    expectTracked(
      t.tracked,
      'CONNECT_SUCCESS',
      expect.objectContaining({ method: 'mobile', name: 'Rainbow' }),
    )
  })

  it("tracks method 'qrcode' when no deep link was used", () => {
    const t = setupConnection()
    finalizeWalletConnect(t.ctx, { namespace: 'eip155' })
    expectTracked(t.tracked, 'CONNECT_SUCCESS', expect.objectContaining({ method: 'qrcode' }))
    expect(t.storage.get('wcDeepLink')).toBeUndefined()
  })

  it('keeps 2 recent wallets, most recent first, without duplicates', () => {
    const t = setupConnection()
    for (const id of ['a', 'b', 'a', 'c']) {
      t.ctx.state.recentWallet = { id, name: id }
      finalizeWalletConnect(t.ctx, { namespace: 'eip155' })
    }
    expect(t.storage.getRecentWallets().map((w) => w.id)).toEqual(['c', 'a'])
  })
})
