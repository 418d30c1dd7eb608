import { describe, expect, it } from 'vitest'
import { ConnectorAccountNotFoundError } from '../../errors/connection.js'
import { connect } from './connect.js'
import { findAccount, switchAccount } from './switch-account.js'
import { EVM_ADDRESS, setupConnection } from './testing.test-helpers.js'

const SECOND = '0x2222222222222222222222222222222222222222'
const twoAccounts = [
  { address: EVM_ADDRESS, type: 'eoa' as const },
  { address: SECOND, type: 'eoa' as const, label: 'Savings' },
]

describe('switchAccount', () => {
  it('reuses the active connector: only the address changes, on the same network', async () => {
    const t = setupConnection({ evmAccounts: twoAccounts })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected', chainId: 42161 })
    const result = await switchAccount(t.ctx, {
      namespace: 'eip155',
      connectorId: 'injected',
      address: SECOND.toUpperCase().replace('0X', '0x'),
    })
    expect(result).toEqual({ address: SECOND })
    expect(t.evm.calls.connect).toHaveLength(1)
    expect(t.account.getAccountState('eip155').caipAddress).toBe(`eip155:42161:${SECOND}`)
    // A reload shows the account chosen last.
    expect(t.storage.getLastAccount('eip155')?.caipAddress).toBe(`eip155:42161:${SECOND}`)
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
  })

  it("fails with 'Account not found for connector' for an address the wallet does not share", async () => {
    const t = setupConnection({ evmAccounts: twoAccounts })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    const error = await switchAccount(t.ctx, {
      namespace: 'eip155',
      connectorId: 'injected',
      address: '0x3333333333333333333333333333333333333333',
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectorAccountNotFoundError)
    expect(error.shortMessage).toBe('Account not found for connector')
    expect(error.message).toContain('Connector: Browser Wallet')
    expect(t.account.getAccountState('eip155').address).toBe(EVM_ADDRESS)
  })

  it('connects another connector when it is not the active one', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    await switchAccount(t.ctx, { namespace: 'eip155', connectorId: 'rainbow', address: '0x1' })
    expect(t.evm.calls.connect.map((c) => c.connectorId)).toEqual(['injected', 'rainbow'])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('rainbow')
  })

  it('connects a connector not connected yet, then selects the address when it shares it', async () => {
    const t = setupConnection({ evmAccounts: twoAccounts })
    const result = await switchAccount(t.ctx, {
      namespace: 'eip155',
      connectorId: 'injected',
      address: SECOND,
    })
    expect(result).toEqual({ address: SECOND })
    expect(t.evm.calls.connect).toHaveLength(1)
    expect(t.account.getAccountState('eip155').address).toBe(SECOND)
  })
})

describe('findAccount', () => {
  it('matches EVM addresses whatever their case, other namespaces exactly', () => {
    expect(findAccount(twoAccounts, 'eip155', SECOND.toLowerCase())?.label).toBe('Savings')
    const sol = [{ address: 'AbC', type: 'eoa' as const }]
    expect(findAccount(sol, 'solana', 'abc')).toBeUndefined()
    expect(findAccount(sol, 'solana', 'AbC')).toBe(sol[0])
  })
})
