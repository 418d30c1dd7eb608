import { describe, expect, it } from 'vitest'
import { DevnetInfoError, devnetInfoChains, readDevnetInfo } from './devnet.js'

const KEY = `0x${'11'.repeat(32)}`
const ADDRESS = `0x${'22'.repeat(20)}`

describe('readDevnetInfo', () => {
  it("reads devnet's READY line (prefix included) and keeps its URLs and accounts", () => {
    const info = readDevnetInfo(
      `DEVNET READY ${JSON.stringify({
        evmRpc: 'http://127.0.0.1:9545',
        relay: 'ws://127.0.0.1:9555',
        mailbox: 'http://127.0.0.1:9512',
        oauth: 'http://127.0.0.1:9513',
        accounts: {
          evm: [{ address: ADDRESS, privateKey: KEY }],
          solana: [{ publicKey: 'P', secretKey: 'S' }],
        },
      })}`,
    )
    expect(info).toEqual({
      evmRpc: 'http://127.0.0.1:9545',
      evmRpc2: 'http://127.0.0.1:8546',
      solanaRpc: 'http://127.0.0.1:8899',
      relay: 'ws://127.0.0.1:9555',
      mailbox: 'http://127.0.0.1:9512',
      accounts: {
        evm: [{ address: ADDRESS, privateKey: KEY }],
        solana: [{ publicKey: 'P', secretKey: 'S' }],
      },
    })
    expect(devnetInfoChains(info).map((c) => [c.chainId, c.rpcUrl])).toEqual([
      [31337, 'http://127.0.0.1:9545'],
      [31338, 'http://127.0.0.1:8546'],
    ])
  })

  it("without READY JSON: the fixed loopback ports and anvil's well-known funded accounts", () => {
    const info = readDevnetInfo()
    expect(info.evmRpc).toBe('http://127.0.0.1:8545')
    expect(info.relay).toBe('ws://127.0.0.1:8555')
    expect(info.accounts.evm).toHaveLength(10)
    expect(info.accounts.evm[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    expect(info.accounts.solana).toEqual([])
  })

  it.each([
    ['not JSON', '{oops', /does not parse/],
    ['a list', '[]', /must be an object/],
    ['a bad URL', '{"relay":"not a url"}', /"relay"/],
    ['an account without a key', `{"accounts":{"evm":[{"address":"${ADDRESS}"}]}}`, /evm\[0\]/],
  ])('refuses %s with a DevnetInfoError that says what is wrong', (_, text, message) => {
    expect(() => readDevnetInfo(text)).toThrow(DevnetInfoError)
    expect(() => readDevnetInfo(text)).toThrow(message)
  })
})
