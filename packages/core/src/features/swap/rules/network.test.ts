import { describe, expect, it } from 'vitest'
import { NoActiveCaipAddressError } from '../../../errors/account.js'
import { SwapsNetworkNotSupportedError } from '../../../errors/chain-support.js'
import { requireSwapNetwork, swapNetwork, swapUserAddress } from './network.js'

const supportedNetworks = ['eip155:1', 'eip155:137'] as const

describe('where swaps run', () => {
  it('is the active network when swaps are offered on it', () => {
    const mainnet = { caipNetworkId: 'eip155:1' as const }
    expect(swapNetwork({ getActiveNetwork: () => mainnet, supportedNetworks })).toBe(mainnet)
    expect(requireSwapNetwork({ getActiveNetwork: () => mainnet, supportedNetworks })).toBe(mainnet)
  })

  it("refuses another network, or none, with 'Network not supported for Swaps'", () => {
    const other = {
      getActiveNetwork: () => ({ caipNetworkId: 'eip155:999' as const }),
      supportedNetworks,
    }
    expect(swapNetwork(other)).toBeUndefined()
    expect(() => requireSwapNetwork(other)).toThrow(SwapsNetworkNotSupportedError)
    expect(() =>
      requireSwapNetwork({ getActiveNetwork: () => undefined, supportedNetworks }),
    ).toThrow('Network not supported for Swaps')
  })

  it('names the account as CAIP-10 on the network, and refuses without one', () => {
    expect(swapUserAddress({ caipNetworkId: 'eip155:1' }, '0xabc')).toBe('eip155:1:0xabc')
    expect(() => swapUserAddress({ caipNetworkId: 'eip155:1' }, undefined)).toThrow(
      NoActiveCaipAddressError,
    )
  })
})
