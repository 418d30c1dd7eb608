import { describe, expect, it } from 'vitest'
import type { Account } from '../../types/account.js'
import { activeAddress, hasAddressPurposes } from './active-address.js'

const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ORDINALS = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const bitcoin: Account[] = [
  { address: ORDINALS, type: 'ordinal' },
  { address: PAYMENT, type: 'payment' },
]
const base = { namespace: 'bip122', lastAddress: undefined, preferredType: 'payment' } as const

describe('the active address of a connection', () => {
  it('tells a wallet with payment and ordinals addresses from any other', () => {
    expect(hasAddressPurposes(bitcoin)).toBe(true)
    expect(hasAddressPurposes([{ address: '0x1', type: 'eoa' }])).toBe(false)
  })

  it('is the address of the preferred type, whatever the wallet reports first', () => {
    const result = { address: ORDINALS, accounts: bitcoin }
    expect(activeAddress({ ...base, result })).toBe(PAYMENT)
    expect(activeAddress({ ...base, result, preferredType: 'ordinal' })).toBe(ORDINALS)
  })

  it('is the address last in use while the wallet still shares it', () => {
    const result = { address: PAYMENT, accounts: bitcoin }
    expect(activeAddress({ ...base, result, lastAddress: ORDINALS })).toBe(ORDINALS)
    // Another wallet's address (or one no longer shared) is not kept.
    expect(activeAddress({ ...base, result, lastAddress: 'bc1qother' })).toBe(PAYMENT)
  })

  it("is the wallet's own address without a preferred type it has", () => {
    const result = { address: ORDINALS, accounts: bitcoin }
    expect(activeAddress({ ...base, result, preferredType: undefined })).toBe(ORDINALS)
  })

  it('is always the reported address for accounts without purposes (EVM, Solana)', () => {
    const accounts: Account[] = [
      { address: '0x1111111111111111111111111111111111111111', type: 'eoa' },
      { address: '0x2222222222222222222222222222222222222222', type: 'eoa' },
    ]
    const result = { address: '0x2222222222222222222222222222222222222222', accounts }
    expect(
      activeAddress({
        namespace: 'eip155',
        result,
        lastAddress: '0x1111111111111111111111111111111111111111',
        preferredType: 'smartAccount',
      }),
    ).toBe('0x2222222222222222222222222222222222222222')
  })
})
