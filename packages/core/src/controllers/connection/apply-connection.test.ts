import { describe, expect, it } from 'vitest'
import { applyConnection } from './apply-connection.js'
import { EVM_ADDRESS, setupConnection } from './testing.test-helpers.js'

const SECOND = '0x2222222222222222222222222222222222222222'

describe('applyConnection', () => {
  it('records every account of the wallet and the labels the wallet gave them', () => {
    const t = setupConnection()
    const accounts = [
      { address: EVM_ADDRESS, type: 'eoa' as const },
      { address: SECOND, type: 'eoa' as const, label: 'Savings' },
    ]
    applyConnection(t.ctx, {
      namespace: 'eip155',
      result: { connectorId: 'injected', address: EVM_ADDRESS, chainId: 1, accounts },
    })
    const state = t.account.getAccountState('eip155')
    expect(state.allAccounts).toEqual(accounts)
    expect(state.addressLabels).toEqual({ [SECOND]: 'Savings' })
    expect(t.ctx.state.connections.eip155).toEqual([{ connectorId: 'injected', accounts }])
    expect(t.storage.getLastAccount('eip155')).toMatchObject({
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      walletName: 'Browser Wallet',
    })
  })

  it('leaves the active namespace alone unless the visitor just connected there', () => {
    const t = setupConnection()
    const result = {
      connectorId: 'phantom',
      address: 'So1',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accounts: [],
    }
    applyConnection(t.ctx, { namespace: 'solana', result })
    expect(t.chain.state.activeNamespace).toBe('eip155')
    applyConnection(t.ctx, { namespace: 'solana', result, activate: true })
    expect(t.chain.state.activeNamespace).toBe('solana')
  })
})
