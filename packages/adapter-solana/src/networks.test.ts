import { ethereum, solana, solanaDevnet, solanaTestnet } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import {
  findSolanaNetwork,
  rpcUrlOf,
  solanaCaipReference,
  solanaNetworksOf,
  toSolanaRpcMap,
} from './networks.js'

describe('solana networks', () => {
  it('keeps only the solana networks of a configuration', () => {
    expect(solanaNetworksOf([ethereum, solana, solanaDevnet])).toEqual([solana, solanaDevnet])
  })

  it('takes the first 32 characters of the genesis hash as the CAIP-2 reference', () => {
    expect(solanaCaipReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('finds a network by CAIP-2 id, bare reference or deprecated id', () => {
    const networks = [solana, solanaDevnet, solanaTestnet]
    expect(findSolanaNetwork(networks, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      solanaDevnet,
    )
    expect(findSolanaNetwork(networks, '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe(solanaTestnet)
    expect(findSolanaNetwork(networks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana)
    expect(findSolanaNetwork(networks, 'solana:unknown')).toBeUndefined()
  })

  it("uses each network's first http URL for reads and WalletConnect's RPC map", () => {
    expect(rpcUrlOf(solanaDevnet)).toBe('https://api.devnet.solana.com')
    expect(toSolanaRpcMap([solanaDevnet])).toEqual({
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://api.devnet.solana.com',
      EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'https://api.devnet.solana.com',
    })
  })
})
