import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiTestBed,
  FAKE_SOLANA_GENESIS,
  startApiTestBed,
  TEST_PROJECT_ID,
} from './testing.js'

let bed: ApiTestBed

beforeAll(async () => {
  bed = await startApiTestBed()
})
afterAll(async () => {
  await bed?.stop()
})

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('bad input', () => {
  const balancePath = () => `/v1/account/${bed.evm.accounts[0]?.address}/balance`

  it.each(['projectId', 'st', 'sv'])(
    'answers 400 with a JSON error when %s is missing (docs/services.md#calls)',
    async (param) => {
      const url = new URL(bed.url(balancePath(), { currency: 'usd' }))
      url.searchParams.delete(param)
      const res = await fetch(url)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(param)
    },
  )

  it('answers 403 "invalid project id" for an unknown project', async () => {
    const res = await fetch(bed.url(balancePath(), { projectId: 'no-such-project' }))
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: { code: 'invalid_project_id', message: 'invalid project id' },
    })
  })

  it('answers 400 for malformed JSON, 404 for an unknown path and 405 for a wrong method', async () => {
    const malformed = await fetch(bed.url('/v1/fungible/price'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"currency":',
    })
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('parse_error')
    expect((await fetch(bed.url('/v1/nothing/here'))).status).toBe(404)
    expect((await fetch(bed.url('/v1/fungible/price'))).status).toBe(405)
  })

  it('answers 400 for an invalid address or chain id', async () => {
    expect((await fetch(bed.url('/v1/account/0x123/balance'))).status).toBe(400)
    expect((await fetch(bed.url(balancePath(), { chainId: 'eip155:999' }))).status).toBe(400)
    expect((await fetch(bed.url(balancePath(), { chainId: 'eip155' }))).status).toBe(400)
  })

  it('answers 429 with Retry-After the armed number of times on a real endpoint, then recovers', async () => {
    const path = balancePath()
    const arm = await postJson(new URL('/__devnet/faults', bed.api.url).toString(), {
      path,
      status: 429,
      times: 2,
      retryAfter: '3',
    })
    expect(arm.status).toBe(201)
    for (let i = 0; i < 2; i++) {
      const res = await fetch(bed.url(path, { currency: 'usd' }))
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('3')
    }
    expect((await fetch(bed.url(path, { currency: 'usd' }))).status).toBe(200)
  })
})

describe('supported chains, prices, sessions, RPC', () => {
  it('lists the local EVM chains and the Solana cluster as CAIP-2', async () => {
    const res = await fetch(bed.url('/v1/supported-chains'))
    expect(await res.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', `solana:${FAKE_SOLANA_GENESIS.slice(0, 32)}`],
      ws: [],
    })
  })

  it('prices fungibles from the local table and leaves out unknown tokens', async () => {
    const chain = bed.evm.chains[0]
    const res = await postJson(bed.url('/v1/fungible/price'), {
      currency: 'usd',
      projectId: TEST_PROJECT_ID,
      addresses: [
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:31337:${chain?.contracts.dai}`,
        'eip155:31337:0x0000000000000000000000000000000000000001',
      ],
    })
    const { fungibles } = (await res.json()) as { fungibles: { symbol: string; price: number }[] }
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['ETH', 3000],
      ['DAI', 1],
    ])
  })

  it('without the ERC-4337 stack lists no sessions and knows no permission to revoke', async () => {
    // This bed's chains have no DelegationManager: sessions.test.ts covers the stack.
    const owner = privateKeyToAccount(bed.evm.accounts[0]?.privateKey ?? '0x')
    const listed = await fetch(bed.url(`/v1/sessions/${owner.address}`))
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual({ pcis: [] })
    const pci = `0x${'12'.repeat(32)}`
    const revoke = await postJson(bed.url(`/v1/sessions/${owner.address}/revoke`), {
      pci,
      signature: await owner.signMessage({ message: pci }),
    })
    expect(revoke.status).toBe(404)
    // Sessions are never created off chain: the old devnet-only create route is gone.
    const create = await postJson(bed.url(`/v1/sessions/${owner.address}`), { pci })
    expect(create.status).toBe(405)
  })

  it('proxies chain JSON-RPC to the node of the chainId in the query', async () => {
    for (const [chainId, hex] of [
      ['eip155:31337', '0x7a69'],
      ['eip155:31338', '0x7a6a'],
    ] as const) {
      const res = await postJson(
        new URL(`/v1?chainId=${chainId}&projectId=${TEST_PROJECT_ID}`, bed.api.url).toString(),
        {
          jsonrpc: '2.0',
          id: 7,
          method: 'eth_chainId',
          params: [],
        },
      )
      expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: hex })
    }
    const unknown = await postJson(
      new URL('/v1?chainId=eip155:31337&projectId=nope', bed.api.url).toString(),
      {},
    )
    expect(unknown.status).toBe(403)
  })

  it('answers eth_getUserOperationReceipt from its record: null when unknown', async () => {
    const url = new URL(
      `/v1/bundler?chainId=eip155:31337&projectId=${TEST_PROJECT_ID}`,
      bed.api.url,
    ).toString()
    const hash = `0x${'ab'.repeat(32)}`
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [hash] }
    expect(await (await postJson(url, call)).json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: null,
    })
    bed.api.recordUserOperation(hash, { userOpHash: hash, success: true })
    expect(await (await postJson(url, call)).json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { userOpHash: hash, success: true },
    })
  })
})
