import { bitcoin, bitcoinTestnet, ethereum, solana } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import {
  BITCOIN_MAINNET_CAIP_ID,
  BITCOIN_TESTNET_CAIP_ID,
  bitcoinNetworksOf,
  findBitcoinNetwork,
  networkOfSatsConnectName,
  satsConnectNetworkOf,
  walletStandardChainOf,
} from './networks.js'

describe('bip122 networks', () => {
  it("are core's bitcoin and bitcoinTestnet, by CAIP-2 id", () => {
    expect(bitcoin.caipNetworkId).toBe(BITCOIN_MAINNET_CAIP_ID)
    expect(bitcoinTestnet.caipNetworkId).toBe(BITCOIN_TESTNET_CAIP_ID)
    expect(bitcoinNetworksOf([ethereum, bitcoin, solana, bitcoinTestnet])).toEqual([
      bitcoin,
      bitcoinTestnet,
    ])
  })

  it('are found by CAIP-2 id or bare reference', () => {
    const networks = [bitcoin, bitcoinTestnet]
    expect(findBitcoinNetwork(networks, BITCOIN_TESTNET_CAIP_ID)).toBe(bitcoinTestnet)
    expect(findBitcoinNetwork(networks, String(bitcoin.id))).toBe(bitcoin)
    expect(findBitcoinNetwork(networks, 'bip122:00000000000000000000000000000000')).toBeUndefined()
    expect(findBitcoinNetwork([bitcoin], BITCOIN_TESTNET_CAIP_ID)).toBeUndefined()
  })

  it("carry the wallets' own names: Wallet Standard chains and sats-connect networks", () => {
    expect(walletStandardChainOf(bitcoin)).toBe('bitcoin:mainnet')
    expect(walletStandardChainOf(bitcoinTestnet)).toBe('bitcoin:testnet')
    expect(satsConnectNetworkOf(bitcoin)).toBe('Mainnet')
    expect(satsConnectNetworkOf(bitcoinTestnet)).toBe('Testnet')
    expect(networkOfSatsConnectName([bitcoin, bitcoinTestnet], 'Testnet')).toBe(bitcoinTestnet)
    expect(networkOfSatsConnectName([bitcoin], 'Signet')).toBeUndefined()
  })
})
