import { describe, expect, it } from 'vitest'
import { portEnvName, readyLine, resolvePorts, solanaCaip2 } from './devnet.js'
import { DEFAULT_PORTS } from './ports.js'

describe('devnet ports', () => {
  it('uses the fixed default ports when nothing overrides them', () => {
    expect(resolvePorts(undefined, {})).toEqual(DEFAULT_PORTS)
  })

  it('names the env override KEYWAY_DEVNET_<NAME>_PORT', () => {
    expect(portEnvName('evmRpc2')).toBe('KEYWAY_DEVNET_EVM_RPC2_PORT')
    expect(portEnvName('blockchainApi')).toBe('KEYWAY_DEVNET_BLOCKCHAIN_API_PORT')
  })

  it('lets env override a default and options override env', () => {
    const env = { KEYWAY_DEVNET_RELAY_PORT: '9555', KEYWAY_DEVNET_MAILBOX_PORT: '9512' }
    const ports = resolvePorts({ mailbox: 7512 }, env)
    expect(ports.relay).toBe(9555)
    expect(ports.mailbox).toBe(7512)
    expect(ports.evmRpc).toBe(8545)
  })

  it("makes every port 0 with ports: 'free' or KEYWAY_DEVNET_PORTS=free", () => {
    expect(Object.values(resolvePorts('free', {}))).toEqual(
      Object.values(DEFAULT_PORTS).map(() => 0),
    )
    expect(resolvePorts(undefined, { KEYWAY_DEVNET_PORTS: 'free' }).oauth).toBe(0)
  })

  it('refuses a port that is not a number in range', () => {
    expect(() => resolvePorts(undefined, { KEYWAY_DEVNET_OAUTH_PORT: 'http' })).toThrow(
      'KEYWAY_DEVNET_OAUTH_PORT: "http" is not a port number (0-65535)',
    )
    expect(() => resolvePorts({ relay: 70000 }, {})).toThrow('ports.relay')
  })
})

describe('devnet READY line', () => {
  it('is "DEVNET READY " followed by the URLs, accounts, smart accounts (the shape of frame-host SMART_ACCOUNTS) and Farcaster ID registry as one JSON line', () => {
    const line = readyLine({
      urls: { relay: 'ws://r' } as never,
      accounts: { evm: [], solana: [] },
      smartAccounts: {},
      farcasterIdRegistry: {
        chainId: 31337,
        address: '0x00000000000000000000000000000000000000bb',
      },
    })
    expect(line).toBe(
      'DEVNET READY {"relay":"ws://r","accounts":{"evm":[],"solana":[]},"smartAccounts":{},"farcasterIdRegistry":{"chainId":31337,"address":"0x00000000000000000000000000000000000000bb"}}',
    )
  })

  it('builds a Solana CAIP-2 id from the first 32 characters of the genesis hash', () => {
    expect(solanaCaip2('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })
})
