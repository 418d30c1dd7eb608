import {
  createDelegation,
  type Delegation,
  ScopeType,
  type SmartAccountsEnvironment,
} from '@metamask/smart-accounts-kit'
import { createCaveatBuilder } from '@metamask/smart-accounts-kit/utils'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetChain } from '../evm/index.js'
import { decodePeriodicGrant, type SessionChain } from './session-shape.js'

/** Which delegations are permissions, and what their terms say. */

const address = (n: number): Address => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const USDC = address(0x05dc)
const USER = address(0xa11ce)
const SESSION = address(0x5e55)

const environment = {
  DelegationManager: address(1),
  EntryPoint: address(2),
  SimpleFactory: address(3),
  implementations: {},
  caveatEnforcers: {
    ValueLteEnforcer: address(10),
    ERC20PeriodTransferEnforcer: address(11),
    TimestampEnforcer: address(12),
    LimitedCallsEnforcer: address(13),
  },
} as unknown as SmartAccountsEnvironment

function sessionChain(rpcUrl = 'http://127.0.0.1:1'): SessionChain {
  return {
    chainId: 31337,
    caip2: 'eip155:31337',
    rpcUrl,
    chain: devnetChain(31337, rpcUrl),
    delegationManager: environment.DelegationManager,
    valueLteEnforcer: address(10),
    erc20PeriodTransferEnforcer: address(11),
    timestampEnforcer: address(12),
  }
}

/** A permission as docs/smart-sessions.md describes it: 5 USDC a day within `window`. */
function permission(
  window: { afterThreshold: number; beforeThreshold: number } = {
    afterThreshold: 0,
    beforeThreshold: 2_000_000_000,
  },
): Delegation {
  return createDelegation({
    environment,
    from: USER,
    to: SESSION,
    scope: {
      type: ScopeType.Erc20PeriodTransfer,
      tokenAddress: USDC,
      periodAmount: 5_000_000n,
      periodDuration: 86_400,
      startDate: 1_700_000_000,
    },
    caveats: [{ type: 'timestamp', ...window }],
  })
}

describe('decodePeriodicGrant', () => {
  it('reads the token, amount, period, start and expiry of a permission, in any caveat order', () => {
    const grant = {
      tokenAddress: USDC,
      periodAmount: 5_000_000n,
      periodDuration: 86_400,
      startTime: 1_700_000_000,
      expiry: 2_000_000_000,
    }
    const delegation = permission()
    expect(decodePeriodicGrant(sessionChain(), delegation)).toEqual(grant)
    const reversed = { ...delegation, caveats: [...delegation.caveats].reverse() }
    expect(decodePeriodicGrant(sessionChain(), reversed)).toEqual(grant)
  })

  it('skips delegations of another shape', () => {
    const chain = sessionChain()
    const base = permission()
    const [value, period, timestamp] = base.caveats
    if (!value || !period || !timestamp) throw new Error('expected three caveats')
    const extra = createCaveatBuilder(environment).addCaveat('limitedCalls', { limit: 1 }).build()
    const withValue = (maxValue: bigint) =>
      createCaveatBuilder(environment).addCaveat('valueLte', { maxValue }).build()
    const cases: [string, Delegation][] = [
      ['no expiry', permission({ afterThreshold: 1_700_000_000, beforeThreshold: 0 })],
      ['not root', { ...base, authority: `0x${'11'.repeat(32)}` }],
      ['a fourth caveat', { ...base, caveats: [...base.caveats, ...extra] }],
      ['ETH allowed', { ...base, caveats: [...withValue(1n), period, timestamp] }],
      ['no value caveat', { ...base, caveats: [period, timestamp] }],
      ['the period caveat twice', { ...base, caveats: [value, period, period] }],
      [
        'malformed period terms',
        { ...base, caveats: [value, { ...period, terms: '0x1234' }, timestamp] },
      ],
    ]
    for (const [what, delegation] of cases) {
      expect(decodePeriodicGrant(chain, delegation), what).toBeUndefined()
    }
  })
})
