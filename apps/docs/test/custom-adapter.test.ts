/**
 * The adapter guide's worked example (docs/snippets/custom-adapter.ts) in a real client: a
 * namespace core has no adapter of its own for connects, signs, sends and disconnects
 * through core's public actions, reads its balance through the adapter, and a wallet's refusal reaches the dapp as
 * core's typed error (docs/adapters.md).
 */
import {
  connect,
  createKeyway,
  createMemoryStorage,
  disconnect,
  getAccount,
  getBalance,
  sendTransaction,
  signMessage,
  UserRejectedRequestError,
} from '@keyway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cosmosHub, createCosmosAdapter } from '../../../docs/snippets/custom-adapter.js'

const ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
const RECIPIENT = 'cosmos1zg69v7ys40x77y352eufp27daufrg4ncnjqz7q'

/** The example's injected wallet, answering from memory; `refuse` makes its next prompt fail. */
function installWallet() {
  const calls: string[] = []
  let refuse = false
  const prompt = <T>(what: string, answer: T): Promise<T> => {
    calls.push(what)
    if (refuse) {
      refuse = false
      return Promise.reject(Object.assign(new Error('Request rejected'), { code: 4001 }))
    }
    return Promise.resolve(answer)
  }
  const wallet = {
    enable: (chainId: string) => prompt(`enable ${chainId}`, undefined),
    getAddress: async () => ADDRESS,
    signArbitrary: (_chainId: string, address: string, message: string) =>
      prompt(`sign ${address} ${message}`, `signature-of:${message}`),
    sendTokens: (_chainId: string, from: string, to: string, amount: string, denom: string) =>
      prompt(`send ${from}→${to} ${amount}${denom}`, 'A1B2C3'),
    disconnect: (chainId: string) => prompt(`disconnect ${chainId}`, undefined),
  }
  vi.stubGlobal('cosmosWallet', wallet)
  return { calls, refuseNext: () => (refuse = true) }
}

function makeClient() {
  const networks = [cosmosHub] as const
  const adapter = createCosmosAdapter({ networks })
  const client = createKeyway({
    adapters: [adapter],
    networks,
    storage: createMemoryStorage(),
    logger: { warn: () => {} },
  })
  return Object.assign(client, { adapter })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the adapter guide's cosmos adapter", () => {
  it('connects through core and shows the account on the cosmos network', async () => {
    const wallet = installWallet()
    const client = makeClient()
    const result = await connect(client, { connectorId: 'cosmos-wallet' })
    expect(result.address).toBe(ADDRESS)
    const account = getAccount(client)
    expect(account.address).toBe(ADDRESS)
    expect(account.caipAddress).toBe(`cosmos:cosmoshub-4:${ADDRESS}`)
    expect(wallet.calls).toEqual(['enable cosmoshub-4'])
  })

  it('signs, sends and reads the balance through core, then disconnects', async () => {
    const wallet = installWallet()
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response(JSON.stringify({ balance: { denom: 'uatom', amount: '1500000' } }))
    })
    const client = makeClient()
    await connect(client, { connectorId: 'cosmos-wallet' })

    expect(await signMessage(client, { message: 'hello' })).toBe('signature-of:hello')
    expect(await sendTransaction(client, { to: RECIPIENT, value: 250_000n })).toBe('A1B2C3')
    expect(wallet.calls).toContain(`send ${ADDRESS}→${RECIPIENT} 250000uatom`)

    // Core shows balances only for the namespaces listed in FEATURE_NAMESPACES.balances
    // (docs/adapters.md): it does not ask this one; the adapter's own read works.
    expect(await getBalance(client)).toBeUndefined()
    expect(fetched).toEqual([])
    const balance = await client.adapter.getBalance({ address: ADDRESS, network: cosmosHub })
    expect(balance).toEqual({ balance: '1.5', symbol: 'ATOM' })
    expect(fetched).toEqual([
      `https://rest.cosmos.example.com/cosmos/bank/v1beta1/balances/${ADDRESS}/by_denom?denom=uatom`,
    ])

    await disconnect(client)
    expect(getAccount(client).address).toBeUndefined()
    expect(wallet.calls.at(-1)).toBe('disconnect cosmoshub-4')
  })

  it("turns the wallet's refusal into core's typed error and keeps the account", async () => {
    const wallet = installWallet()
    const client = makeClient()
    await connect(client, { connectorId: 'cosmos-wallet' })
    wallet.refuseNext()
    await expect(signMessage(client, { message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getAccount(client).address).toBe(ADDRESS)
  })
})
