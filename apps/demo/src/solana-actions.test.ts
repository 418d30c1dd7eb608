import { defineChain, parseUnits, UserRejectedRequestError } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { createSolanaActions, type SolanaActionsDeps } from './solana-actions.js'

const address = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const recipient = '8qbHbw2BbbTHBW1sbeqakYXVKRQM8Ne7pLK7m6CVfeR'
const network = defineChain({
  id: 'devnetreference000000000000000000',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:devnetreference000000000000000000',
})

type Overrides = Partial<Pick<SolanaActionsDeps, 'signMessage' | 'sendTransaction'>>

function deps(overrides: Overrides = {}, connected = true) {
  const calls: unknown[] = []
  const value: SolanaActionsDeps = {
    network,
    getAddress: () => (connected ? address : undefined),
    adapter: {
      parseUnits: (v, d) => parseUnits(v, d),
      getBalance: async (p) => {
        calls.push(p)
        return { balance: '100', symbol: 'SOL' }
      },
    },
    signMessage: async (p) => {
      calls.push(p)
      return 'sig58'
    },
    sendTransaction: async (p) => {
      calls.push(p)
      return 'tx58'
    },
    ...overrides,
  }
  return { value, calls }
}

describe('createSolanaActions', () => {
  it('sends SOL in lamports (9 decimals) to the trimmed recipient', async () => {
    const { value, calls } = deps()
    const result = await createSolanaActions(value).sendSol(` ${recipient} `, '0.25')
    expect(result).toEqual({ status: 'sent', signature: 'tx58' })
    expect(calls).toEqual([{ to: recipient, value: 250_000_000n, signal: undefined }])
  })

  it('tells the app once a transfer went out (to refresh the toolkit balance), not when it failed', async () => {
    let sent = 0
    const ok = deps()
    await createSolanaActions({ ...ok.value, onSent: () => sent++ }).sendSol(recipient, '1')
    expect(sent).toBe(1)
    const failing = deps({
      sendTransaction: async () => {
        throw new UserRejectedRequestError()
      },
    })
    await createSolanaActions({ ...failing.value, onSent: () => sent++ }).sendSol(recipient, '1')
    expect(sent).toBe(1)
  })

  it('refuses a zero amount and sending without a connected solana account, without asking the wallet', async () => {
    const { value, calls } = deps()
    await expect(createSolanaActions(value).sendSol(recipient, '0')).resolves.toMatchObject({
      status: 'failed',
    })
    const disconnected = deps({}, false)
    await expect(createSolanaActions(disconnected.value).sendSol(recipient, '1')).resolves.toEqual({
      status: 'failed',
      message: 'Connect a Solana wallet first',
    })
    expect([...calls, ...disconnected.calls]).toEqual([])
  })

  it('shows a failed transfer with the error message instead of throwing', async () => {
    const { value } = deps({
      sendTransaction: async () => {
        throw new Error('insufficient funds')
      },
    })
    await expect(createSolanaActions(value).sendSol(recipient, '1')).resolves.toEqual({
      status: 'failed',
      message: 'insufficient funds',
    })
  })

  it("reads the balance of the connected account on the panel's network, formatted with its symbol", async () => {
    const { value, calls } = deps()
    await expect(createSolanaActions(value).getBalance()).resolves.toBe('100 SOL')
    expect(calls).toEqual([{ address, network, signal: undefined }])
    await expect(createSolanaActions(deps({}, false).value).getBalance()).resolves.toBeUndefined()
  })

  it("signs with the solana account; a user rejection is 'Signature declined' (docs/errors.md#wallet-rpc-errors-eip-1193)", async () => {
    const { value, calls } = deps()
    await expect(createSolanaActions(value).signMessage('hi')).resolves.toEqual({
      status: 'signed',
      signature: 'sig58',
    })
    expect(calls).toEqual([{ message: 'hi', signal: undefined }])
    const rejecting = deps({
      signMessage: async () => {
        throw new UserRejectedRequestError()
      },
    })
    await expect(createSolanaActions(rejecting.value).signMessage('hi')).resolves.toEqual({
      status: 'declined',
      message: 'Signature declined',
    })
  })
})
