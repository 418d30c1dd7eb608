import { describe, expect, it } from 'vitest'
import { arbitrum, ethereum, solana } from './definitions.js'
import { findNetwork, getNetworkName, isNetworkSupported } from './network.js'

const networks = [ethereum, arbitrum, solana]

describe('network lookups', () => {
  it.each([
    ['eip155:1', true],
    ['eip155:42161', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', true],
    ['eip155:10', false],
    ['', false],
    [undefined, false],
  ])('%s is supported by the configured networks: %s', (id, expected) => {
    expect(isNetworkSupported(networks, id)).toBe(expected)
  })

  it('finds a network by its deprecated id too', () => {
    expect(findNetwork(networks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana)
  })

  it("names a configured network by its name and any other 'Unknown Network' (docs/errors.md#texts-that-are-not-errors)", () => {
    expect(getNetworkName(networks, 'eip155:42161')).toBe('Arbitrum One')
    expect(getNetworkName(networks, 'eip155:10')).toBe('Unknown Network')
    expect(getNetworkName([], 'eip155:1')).toBe('Unknown Network')
    expect(getNetworkName(networks, undefined)).toBe('Unknown Network')
  })
})
