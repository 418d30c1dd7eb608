import { describe, expect, it } from 'vitest'
import { sessionAccounts, sessionChainIds } from './walletconnect-accounts.js'

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const session = {
  namespaces: {
    eip155: {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
      methods: [],
      events: [],
    },
  },
} as unknown as Parameters<typeof sessionAccounts>[0]

describe('WalletConnect session parsing', () => {
  it('gives each eip155 account once, checksummed', () => {
    expect(sessionAccounts(session)).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  })

  it('gives the approved chains from chains and accounts', () => {
    expect(sessionChainIds(session)).toEqual([31337, 31338])
  })

  it('gives nothing without a session', () => {
    expect(sessionAccounts(undefined)).toEqual([])
    expect(sessionChainIds(undefined)).toEqual([])
  })
})
