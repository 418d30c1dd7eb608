import { describe, expect, it } from 'vitest'
import { ChainAdapterNotFoundError } from '../../errors/chain.js'
import { adapterFor, getStatus, isConnected, setStatus } from './status.js'
import { setupConnection } from './testing.test-helpers.js'

describe('connection status', () => {
  it('is disconnected until set, and kept in connection and account state alike', () => {
    const t = setupConnection()
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    setStatus(t.ctx, { namespace: 'eip155', status: 'connected' })
    expect(t.ctx.state.status.eip155).toBe('connected')
    expect(t.account.getAccountState('eip155').status).toBe('connected')
    expect(isConnected(t.ctx, 'eip155')).toBe(true)
    expect(isConnected(t.ctx, 'solana')).toBe(false)
  })

  it("gives the namespace's adapter, 'Chain adapter not found' without one", () => {
    const t = setupConnection()
    expect(adapterFor(t.ctx, 'eip155')).toBe(t.evm)
    expect(() => adapterFor(t.ctx, 'polkadot')).toThrow(ChainAdapterNotFoundError)
  })
})
