import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { type BlockchainApiClient, createBlockchainApiClient } from './blockchain-api.js'
import type { FetchFn } from './http.js'
import type { PaymentCurrency, PurchaseCurrency } from './types.js'

type Call = { method: string; url: URL; body: unknown }

function setup({ respond }: { respond?: (call: Call) => Response } = {}) {
  const calls: Call[] = []
  let time = 1_000_000
  const sleeps: number[] = []
  const fetch: FetchFn = async (input, init) => {
    const call = {
      method: init.method ?? 'GET',
      url: new URL(input),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }
    calls.push(call)
    return respond ? respond(call) : Response.json({ ok: calls.length })
  }
  const client = createBlockchainApiClient({
    baseUrl: 'https://bapi.test',
    projectId: 'p1',
    sdkType: 'keyway',
    sdkVersion: 'html-core-1.0.0',
    fetch,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
  })
  return { client, calls, sleeps, advance: (ms: number) => (time += ms) }
}

const query = (call: Call | undefined) => Object.fromEntries(call?.url.searchParams ?? [])

const purchaseCurrency: PurchaseCurrency = {
  id: 'usdc-id',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [],
}
const paymentCurrency: PaymentCurrency = { id: 'USD', payment_method_limits: [] }
const user = 'eip155:1:0x1111111111111111111111111111111111111111' as const
const usdc = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as const
const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const

type Row = {
  name: string
  call: (client: BlockchainApiClient) => Promise<unknown>
  method: 'GET' | 'POST'
  path: string
  params?: Record<string, string>
  body?: unknown
}

/** docs/services.md#calls, one row per endpoint. */
const table: Row[] = [
  {
    name: 'supported chains',
    call: (c) => c.getSupportedChains(),
    method: 'GET',
    path: '/v1/supported-chains',
  },
  {
    name: 'identity',
    call: (c) => c.fetchIdentity({ address: '0xabc', sender: '0xdef' }),
    method: 'GET',
    path: '/v1/identity/0xabc',
    params: { sender: '0xdef' },
  },
  {
    name: 'history',
    call: (c) =>
      c.fetchTransactions({
        account: '0xabc',
        cursor: 'c2',
        onramp: 'coinbase',
        chainId: 'eip155:1',
      }),
    method: 'GET',
    path: '/v1/account/0xabc/history',
    params: { cursor: 'c2', onramp: 'coinbase', chainId: 'eip155:1' },
  },
  {
    name: 'swap quotes',
    call: (c) =>
      c.fetchSwapQuote({ amount: '100', userAddress: user, from: eth, to: usdc, gasPrice: '7' }),
    method: 'GET',
    path: '/v1/convert/quotes',
    params: { amount: '100', userAddress: user, from: eth, to: usdc, gasPrice: '7' },
  },
  {
    name: 'swap tokens',
    call: (c) => c.fetchSwapTokens({ chainId: 'eip155:1' }),
    method: 'GET',
    path: '/v1/convert/tokens',
    params: { chainId: 'eip155:1' },
  },
  {
    name: 'fungible price',
    call: (c) => c.fetchTokenPrice({ addresses: [usdc] }),
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: [usdc], projectId: 'p1' },
  },
  {
    name: 'allowance',
    call: (c) => c.fetchSwapAllowance({ tokenAddress: usdc, userAddress: user }),
    method: 'GET',
    path: '/v1/convert/allowance',
    params: { tokenAddress: usdc, userAddress: user },
  },
  {
    name: 'gas price',
    call: (c) => c.fetchGasPrice({ chainId: 'eip155:1' }),
    method: 'GET',
    path: '/v1/convert/gas-price',
    params: { chainId: 'eip155:1' },
  },
  {
    name: 'build transaction',
    call: (c) =>
      c.generateSwapCalldata({ amount: '5', from: eth, to: usdc, userAddress: user, slippage: 1 }),
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: {
      amount: '5',
      eip155: { slippage: 1 },
      projectId: 'p1',
      from: eth,
      to: usdc,
      userAddress: user,
      disableEstimate: false,
    },
  },
  {
    name: 'build approve',
    call: (c) => c.generateApproveCalldata({ userAddress: user, from: usdc, to: eth }),
    method: 'GET',
    path: '/v1/convert/build-approve',
    params: { userAddress: user, from: usdc, to: eth },
  },
  {
    name: 'balance',
    call: (c) => c.getBalance({ address: '0xabc', chainId: 'eip155:1', forceUpdate: true }),
    method: 'GET',
    path: '/v1/account/0xabc/balance',
    params: { currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true' },
  },
  {
    name: 'profile account',
    call: (c) => c.lookupName({ name: 'alice.kw.id', apiVersion: '2' }),
    method: 'GET',
    path: '/v1/profile/account/alice.kw.id',
    params: { apiVersion: '2' },
  },
  {
    name: 'profile reverse',
    call: (c) => c.reverseLookupName({ address: '0xabc', sender: '0xdef', apiVersion: '2' }),
    method: 'GET',
    path: '/v1/profile/reverse/0xabc',
    params: { sender: '0xdef', apiVersion: '2' },
  },
  {
    name: 'profile suggestions',
    call: (c) => c.getNameSuggestions({ name: 'alice', zone: 'kw.id' }),
    method: 'GET',
    path: '/v1/profile/suggestions/alice',
    params: { zone: 'kw.id' },
  },
  {
    name: 'profile register',
    call: (c) =>
      c.registerName({
        coinType: 60,
        address: '0xabc',
        message: '{"name":"a"}',
        signature: '0xsig',
      }),
    method: 'POST',
    path: '/v1/profile/account',
    body: { coin_type: 60, address: '0xabc', message: '{"name":"a"}', signature: '0xsig' },
  },
  {
    name: 'onramp url',
    call: (c) =>
      c.generateOnrampUrl({
        destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: 'user-1',
        presetFiatAmount: 50,
      }),
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    },
  },
  {
    name: 'onramp options',
    call: (c) => c.getOnrampOptions(),
    method: 'GET',
    path: '/v1/onramp/options',
  },
  {
    name: 'onramp quote',
    call: (c) => c.getOnrampQuote({ purchaseCurrency, paymentCurrency, amount: 25.5 }),
    method: 'POST',
    path: '/v1/onramp/quote',
    body: { purchaseCurrency, paymentCurrency, amount: '25.5', network: 'USDC' },
  },
  {
    name: 'sessions',
    call: (c) => c.getSessions({ address: user }),
    method: 'GET',
    path: `/v1/sessions/${user}`,
  },
  {
    name: 'revoke session',
    call: (c) => c.revokeSession({ address: '0xabc', pci: 'pci-1', signature: '0xsig' }),
    method: 'POST',
    path: '/v1/sessions/0xabc/revoke',
    body: { pci: 'pci-1', signature: '0xsig' },
  },
]

describe('createBlockchainApiClient', () => {
  it.each(table)('calls $method $path for $name (docs/services.md#calls)', async (row) => {
    const { client, calls } = setup()
    await row.call(client)
    expect(calls).toHaveLength(1)
    const call = calls[0]
    expect(call?.method).toBe(row.method)
    expect(call?.url.pathname).toBe(row.path)
    expect(query(call)).toEqual({
      projectId: 'p1',
      st: 'keyway',
      sv: 'html-core-1.0.0',
      ...row.params,
    })
    expect(call?.body).toEqual(row.body)
  })

  it('covers every method of the client with a table row', () => {
    const { client } = setup()
    expect(Object.keys(client)).toHaveLength(table.length)
  })

  it('drops unset optional parameters from the query', async () => {
    const { client, calls } = setup()
    await client.fetchTransactions({ account: '0xabc' })
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    expect(query(calls[0])).toEqual({ projectId: 'p1', st: 'keyway', sv: 'html-core-1.0.0' })
    expect(query(calls[1])).not.toHaveProperty('forceUpdate')
  })

  it('keeps an identity answer for 5 minutes (docs/limits.md#timing)', async () => {
    const { client, calls, advance } = setup()
    const first = await client.fetchIdentity({ address: '0xabc' })
    advance(5 * 60_000 - 1)
    expect(await client.fetchIdentity({ address: '0xabc' })).toEqual(first)
    expect(calls).toHaveLength(1)
    advance(1)
    await client.fetchIdentity({ address: '0xabc' })
    expect(calls).toHaveLength(2)
  })

  it('keeps name lookups and reverse lookups for 5 minutes (docs/limits.md#cache-expiry)', async () => {
    const { client, calls, advance } = setup()
    await client.lookupName({ name: 'alice.kw.id' })
    await client.reverseLookupName({ address: '0xabc' })
    advance(5 * 60_000 - 1)
    await client.lookupName({ name: 'alice.kw.id' })
    await client.reverseLookupName({ address: '0xabc' })
    expect(calls).toHaveLength(2)
    advance(1)
    await client.lookupName({ name: 'alice.kw.id' })
    expect(calls).toHaveLength(3)
  })

  it('asks the names of an address anew once it registered a name', async () => {
    const { client, calls } = setup()
    await client.reverseLookupName({ address: '0xabc' })
    await client.reverseLookupName({ address: '0xdef' })
    await client.registerName({ coinType: 60, address: '0xabc', message: '{}', signature: '0x1' })
    await client.reverseLookupName({ address: '0xabc' })
    await client.reverseLookupName({ address: '0xdef' })
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /v1/profile/reverse/0xabc',
      'GET /v1/profile/reverse/0xdef',
      'POST /v1/profile/account',
      'GET /v1/profile/reverse/0xabc',
    ])
  })

  it('makes one identity request for concurrent lookups of the same address', async () => {
    const { client, calls } = setup()
    await Promise.all([
      client.fetchIdentity({ address: '0xabc' }),
      client.fetchIdentity({ address: '0xabc' }),
    ])
    expect(calls).toHaveLength(1)
  })

  it('keeps a portfolio balance for 30 s unless forceUpdate is set (docs/limits.md#timing)', async () => {
    const { client, calls, advance } = setup()
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    advance(29_999)
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    expect(calls).toHaveLength(1)
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1', forceUpdate: true })
    expect(calls).toHaveLength(2)
    advance(30_000)
    await client.getBalance({ address: '0xabc', chainId: 'eip155:1' })
    expect(calls).toHaveLength(3)
  })

  it('does not cache swap quotes or history', async () => {
    const { client, calls } = setup()
    await client.fetchTransactions({ account: '0xabc' })
    await client.fetchTransactions({ account: '0xabc' })
    expect(calls).toHaveLength(2)
  })

  it('retries a 503 with the docs/services.md#retries backoff and returns the later answer', async () => {
    let n = 0
    const { client, calls, sleeps } = setup({
      respond: () =>
        ++n < 3 ? new Response('busy', { status: 503 }) : Response.json({ http: [], ws: [] }),
    })
    expect(await client.getSupportedChains()).toEqual({ http: [], ws: [] })
    expect(calls).toHaveLength(3)
    expect(sleeps).toEqual([150, 300])
  })

  it('does not retry a 400', async () => {
    const { client, calls } = setup({ respond: () => new Response('bad', { status: 400 }) })
    await expect(client.getOnrampOptions()).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 400',
    })
    expect(calls).toHaveLength(1)
  })

  it('fails with RequestAbortedError and sends nothing when the signal is already aborted', async () => {
    const { client, calls } = setup()
    const signal = AbortSignal.abort()
    await expect(client.fetchSwapTokens({ chainId: 'eip155:1', signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    await expect(client.fetchIdentity({ address: '0xabc', signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
    expect(calls).toHaveLength(0)
  })
})
