import type { Transaction } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { monthHeading, monthsNewestFirst, transferImage, transferSign } from './activity-format.js'

function tx(id: string): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2024-01-01T00:00:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: [],
  }
}

describe('transferSign', () => {
  it.each([
    ['receive', 'out', '+'],
    ['deposit', undefined, '+'],
    ['borrow', undefined, '+'],
    ['claim', undefined, '+'],
    ['withdraw', 'in', '-'],
    ['repay', undefined, '-'],
    ['burn', undefined, '-'],
  ] as const)(
    'docs/limits.md#display: %s shows %s whatever the direction',
    (type, direction, sign) => {
      expect(transferSign(type, { direction, quantity: { numeric: '1' } })).toBe(sign)
    },
  )

  it.each([
    ['send', 'out', '-'],
    ['trade', 'in', '+'],
    ['trade', 'out', '-'],
    ['execute', 'self', ''],
    ['approve', undefined, ''],
  ] as const)('other types follow the direction: %s %s → %o', (type, direction, sign) => {
    expect(transferSign(type, { direction, quantity: { numeric: '1' } })).toBe(sign)
  })
})

describe('transferImage', () => {
  it("an NFT's preview first, else the token's icon, else nothing", () => {
    const quantity = { numeric: '1' }
    expect(
      transferImage({
        quantity,
        nft_info: { flags: { is_spam: false }, content: { preview: { url: 'nft.svg' } } },
        fungible_info: { icon: { url: 'token.svg' } },
      }),
    ).toBe('nft.svg')
    expect(transferImage({ quantity, fungible_info: { icon: { url: 'token.svg' } } })).toBe(
      'token.svg',
    )
    expect(transferImage({ quantity })).toBe('')
  })
})

describe('monthsNewestFirst (docs/state.md#transaction-history)', () => {
  it('lists years then months newest first, skipping empty months', () => {
    const months = monthsNewestFirst({
      2023: { 11: [tx('dec')], 0: [tx('jan-23')] },
      2024: { 1: [tx('feb')], 10: [tx('nov')], 3: [] },
    })
    expect(months.map((m) => `${m.year}-${m.month}:${m.transactions[0]?.id}`)).toEqual([
      '2024-10:nov',
      '2024-1:feb',
      '2023-11:dec',
      '2023-0:jan-23',
    ])
  })

  it('names the month in the locale', () => {
    expect(monthHeading('en', 2024, 5)).toBe('June 2024')
    expect(monthHeading('de', 2024, 2)).toBe('März 2024')
  })
})
