import { describe, expect, it } from 'vitest'
import type { ApiUser } from './api.js'
import { toEmbeddedUser } from './handlers.js'

/**
 * The user the frame answers, per chain: on a chain with smart accounts the smart account is
 * the address when it is the user's account; asked on Solana, it is the first EVM account
 * listed, so a dapp that moves to EVM from a Solana answer connects the same account.
 */
const EOA = '0x00000000000000000000000000000000000000e0'
const SMART = '0x00000000000000000000000000000000000000a5'
const SOL = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const base = {
  id: 'u',
  email: 'a@example.com',
  accounts: { eip155: EOA, solana: SOL },
  preferredAccountType: 'smartAccount',
  smartAccount: { chainId: 'eip155:31337', address: SMART, deployed: false },
} as ApiUser

describe('toEmbeddedUser', () => {
  it('on the chain with the stack: the smart account is the address', () => {
    const user = toEmbeddedUser(base, 'eip155:31337')
    expect(user.address).toBe(SMART)
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.accounts?.map((a) => a.address)).toEqual([EOA, SMART, SOL])
  })

  it('on Solana: the Solana address, and the smart account listed before the EOA', () => {
    const user = toEmbeddedUser(base, SOLANA_CHAIN)
    expect(user.address).toBe(SOL)
    expect(user.accounts?.map((a) => `${a.type} ${a.address}`)).toEqual([
      `smartAccount ${SMART}`,
      `eoa ${EOA}`,
      `eoa ${SOL}`,
    ])
    const chose = toEmbeddedUser({ ...base, preferredAccountType: 'eoa' }, SOLANA_CHAIN)
    expect(chose.accounts?.map((a) => a.address)).toEqual([EOA, SMART, SOL])
  })

  it('on a chain without the stack: the EOA', () => {
    const user = toEmbeddedUser({ ...base, smartAccount: undefined }, 'eip155:31338')
    expect(user.address).toBe(EOA)
    expect(user.preferredAccountType).toBe('eoa')
  })
})
