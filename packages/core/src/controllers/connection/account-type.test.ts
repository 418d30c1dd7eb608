import { describe, expect, it } from 'vitest'
import { setPreferredAccountType } from './account-type.js'
import { connect } from './connect.js'
import { expectTracked, setupConnection } from './testing.test-helpers.js'

describe('setPreferredAccountType', () => {
  it('reconnects the auth connector and tracks SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'auth' })
    await setPreferredAccountType(t.ctx, { type: 'eoa', namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['auth'])
    expect(t.account.getPreferredAccountType('eip155')).toBe('eoa')
    expect(t.storage.get('preferredAccountType')).toBe('eoa')
    expectTracked(t.tracked, 'SET_PREFERRED_ACCOUNT_TYPE', {
      accountType: 'eoa',
      network: 'eip155:1',
    })
  })

  it('leaves another connected wallet alone and only records the preference', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    await setPreferredAccountType(t.ctx, { type: 'eoa', namespace: 'eip155' })
    expect(t.evm.calls.reconnect).toEqual([])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
    expect(t.account.getPreferredAccountType('eip155')).toBe('eoa')
  })
})
