import { describe, expect, it } from 'vitest'
import {
  EMBEDDED_WALLET_CAIP_NETWORK_IDS,
  EMBEDDED_WALLET_EIP155_CHAIN_IDS,
  isEmbeddedWalletNetwork,
} from './embedded-wallet.js'

describe('spec §9 embedded-wallet networks', () => {
  it('lists exactly the 24 eip155 chain ids of the spec', () => {
    expect([...EMBEDDED_WALLET_EIP155_CHAIN_IDS]).toEqual([
      1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97,
      43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
    ])
  })

  it('adds the 3 Solana networks', () => {
    expect(EMBEDDED_WALLET_CAIP_NETWORK_IDS).toHaveLength(27)
    expect(EMBEDDED_WALLET_CAIP_NETWORK_IDS.filter((id) => id.startsWith('solana:'))).toHaveLength(
      3,
    )
  })

  it.each([
    ['eip155:1', true],
    ['eip155:8453', true],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true],
    ['eip155:421614', false],
    ['eip155:31337', false],
    ['bip122:000000000019d6689c085ae165831e93', false],
    ['1', false],
  ])('%s supported by the embedded wallet: %s', (id, expected) => {
    expect(isEmbeddedWalletNetwork(id)).toBe(expected)
  })
})
