import { describe, expect, it } from 'vitest'
import { resetConnection } from './clear.js'
import { connect } from './connect.js'
import { getStatus } from './status.js'
import { setupConnection } from './testing.test-helpers.js'
import { setUri } from './walletconnect.js'

describe('resetConnection', () => {
  it('sets disconnected and clears the link, the recent wallet and the saved deep link', () => {
    const t = setupConnection()
    setUri(t.ctx, { uri: 'wc:abc@2' })
    t.ctx.state.wcLinking = { name: 'Rainbow', href: 'rainbow://' }
    t.ctx.state.recentWallet = { id: 'rb-1', name: 'Rainbow' }
    t.storage.set('wcDeepLink', { name: 'Rainbow', href: 'rainbow://' })
    resetConnection(t.ctx, { namespace: 'eip155' })
    expect(t.ctx.state).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    })
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(t.storage.get('wcDeepLink')).toBeUndefined()
  })

  it('without a namespace, leaves a live connection on another namespace connected', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    resetConnection(t.ctx)
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
  })
})
