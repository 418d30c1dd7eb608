import { type Devnet, startDevnet } from '@keyway/devnet'
import { createPublicClient, http, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTestChains } from '../devnet.js'
import { createTestEip1193Provider } from './provider.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
})
afterAll(async () => {
  await devnet?.stop()
})

function wallet() {
  const privateKey = devnet.accounts.evm[3]?.privateKey
  if (!privateKey) throw new Error('no devnet account 3')
  return createTestEip1193Provider({
    chains: devnetTestChains(devnet),
    privateKey,
    authorized: true,
    atomicBatching: 'unsupported',
  })
}

const fresh = () => privateKeyToAccount(generatePrivateKey()).address

describe("the test wallet's EIP-5792 without atomic batching", () => {
  it('reports atomic unsupported on every chain it knows', async () => {
    const answer = (await wallet().request({
      method: 'wallet_getCapabilities',
      params: [],
    })) as Record<string, unknown>
    for (const chain of devnetTestChains(devnet)) {
      expect(answer[numberToHex(chain.chainId)]).toEqual({ atomic: { status: 'unsupported' } })
    }
  })

  it('refuses a batch that must be atomic with 5760', async () => {
    const provider = wallet()
    const error = await provider
      .request({
        method: 'wallet_sendCalls',
        params: [{ atomicRequired: true, calls: [{ to: fresh() }] }],
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 5760 })
    expect(provider.requests.some((r) => r.method === 'eth_sendRawTransaction')).toBe(false)
  })

  it('sends a batch that need not be atomic as consecutive transactions and answers its status', async () => {
    const provider = wallet()
    const [a, b] = [fresh(), fresh()]
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          atomicRequired: false,
          calls: [
            { to: a, value: numberToHex(5n) },
            { to: b, value: numberToHex(6n) },
          ],
        },
      ],
    })) as { id: string }
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      atomic: boolean
      receipts: unknown[]
    }
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    expect(await client.getBalance({ address: a })).toBe(5n)
    expect(await client.getBalance({ address: b })).toBe(6n)
    expect(await provider.request({ method: 'wallet_showCallsStatus', params: [id] })).toBeNull()
  })

  it('answers 5730 for an unknown batch id', async () => {
    const error = await wallet()
      .request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 5730 })
  })
})

describe("the test wallet's EIP-5792 with atomic batching (EIP-7702)", () => {
  it('runs a batch as one transaction through the delegator, and again once delegated', async () => {
    const delegator =
      devnet.accountAbstraction?.smartAccountsEnvironment.implementations
        .EIP7702StatelessDeleGatorImpl
    if (!delegator) throw new Error('devnet has no EIP7702StatelessDeleGator')
    const privateKey = devnet.accounts.evm[6]?.privateKey
    if (!privateKey) throw new Error('no devnet account 6')
    const provider = createTestEip1193Provider({
      chains: devnetTestChains(devnet),
      privateKey,
      authorized: true,
      atomicBatching: { delegator },
    })
    const caps = (await provider.request({
      method: 'wallet_getCapabilities',
      params: [],
    })) as Record<string, unknown>
    expect(Object.values(caps)[0]).toEqual({ atomic: { status: 'supported' } })
    const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    for (const round of [1n, 2n]) {
      const [a, b] = [fresh(), fresh()]
      const { id } = (await provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            atomicRequired: true,
            calls: [
              { to: a, value: numberToHex(round) },
              { to: b, value: numberToHex(round * 10n) },
            ],
          },
        ],
      })) as { id: string }
      const status = (await provider.request({
        method: 'wallet_getCallsStatus',
        params: [id],
      })) as { status: number; atomic: boolean; receipts: unknown[] }
      expect(status).toMatchObject({ status: 200, atomic: true })
      expect(status.receipts).toHaveLength(1)
      expect(await client.getBalance({ address: a })).toBe(round)
      expect(await client.getBalance({ address: b })).toBe(round * 10n)
    }
  })
})
