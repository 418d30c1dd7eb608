import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import type { FetchFn } from './http.js'
import { createChainRpcClient } from './rpc-client.js'

type RpcBody = { jsonrpc: string; id: number; method: string; params: unknown }
type Call = { url: URL; body: RpcBody }

function setup(
  answers: unknown[],
  mapRpcError?: (error: { code: number; message: string }) => Error,
) {
  const calls: Call[] = []
  const sleeps: number[] = []
  const fetch: FetchFn = async (input, init) => {
    const body = JSON.parse(String(init.body)) as RpcBody
    calls.push({ url: new URL(input), body })
    const answer = answers.length > 1 ? answers.shift() : answers[0]
    return Response.json({ jsonrpc: '2.0', id: body.id, ...(answer as object) })
  }
  const client = createChainRpcClient({
    baseUrl: 'https://rpc.test',
    projectId: 'p1',
    fetch,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    ...(mapRpcError ? { mapRpcError } : {}),
  })
  return { client, calls, sleeps }
}

describe('createChainRpcClient', () => {
  it('POSTs a JSON-RPC 2.0 request with chainId and projectId query parameters (docs/services.md#requests)', async () => {
    const { client, calls } = setup([{ result: '0x1' }])
    const result = await client.request<string>({
      chainId: 'eip155:1',
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
    })
    expect(result).toBe('0x1')
    expect(calls[0]?.url.pathname).toBe('/v1')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      chainId: 'eip155:1',
      projectId: 'p1',
    })
    expect(calls[0]?.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
    })
  })

  it('gives each request of a client a new id', async () => {
    const { client, calls } = setup([{ result: null }])
    await client.request({ chainId: 'eip155:1', method: 'eth_chainId' })
    await client.request({ chainId: 'eip155:1', method: 'eth_chainId' })
    expect(calls.map((c) => c.body.id)).toEqual([1, 2])
    expect(calls[0]?.body.params).toEqual([])
  })

  it('throws the typed error of a JSON-RPC error code (docs/errors.md#json-rpc-errors)', async () => {
    const { client } = setup([{ error: { code: -32602, message: 'bad params' } }])
    const error = await client
      .request({ chainId: 'eip155:1', method: 'eth_call' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'InvalidParamsRpcError', code: -32602 })
  })

  it('maps error objects through an injected mapRpcError', async () => {
    const { client } = setup(
      [{ error: { code: -32000, message: 'x' } }],
      (e) => new Error(`mapped ${e.code}`),
    )
    await expect(client.request({ chainId: 'eip155:1', method: 'eth_call' })).rejects.toThrow(
      'mapped -32000',
    )
  })

  it.each([
    [-32603, 'internal'],
    [-32005, 'limit exceeded'],
    [-1, 'unknown'],
  ])(
    'retries RPC code %i (%s) and returns the later result (docs/services.md#retries)',
    async (code) => {
      const { client, calls, sleeps } = setup([
        { error: { code, message: 'busy' } },
        { result: '0x2' },
      ])
      expect(await client.request({ chainId: 'eip155:1', method: 'eth_blockNumber' })).toBe('0x2')
      expect(calls).toHaveLength(2)
      expect(sleeps).toEqual([150])
    },
  )

  it.each([4001, 5000])('never retries a user rejection (code %i)', async (code) => {
    const { client, calls } = setup([{ error: { code, message: 'User rejected' } }])
    const error = await client
      .request({ chainId: 'eip155:1', method: 'personal_sign' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError' })
    expect(calls).toHaveLength(1)
  })

  it('fails when the answer has neither result nor error', async () => {
    const { client } = setup([{}], (e) => new BaseError(e.message, { code: e.code }))
    await expect(client.request({ chainId: 'eip155:1', method: 'eth_chainId' })).rejects.toThrow(
      'neither result nor error',
    )
  })

  it('asks the bundler for a user-operation receipt with eth_getUserOperationReceipt', async () => {
    const { client, calls } = setup([{ result: null }])
    const hash = `0x${'ab'.repeat(32)}` as const
    expect(
      await client.getUserOperationReceipt({ chainId: 'eip155:8453', userOpHash: hash }),
    ).toBeNull()
    expect(calls[0]?.url.pathname).toBe('/v1/bundler')
    expect(calls[0]?.url.searchParams.get('chainId')).toBe('eip155:8453')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('p1')
    expect(calls[0]?.body).toMatchObject({ method: 'eth_getUserOperationReceipt', params: [hash] })
  })

  it('fails with RequestAbortedError when the signal is aborted', async () => {
    const { client, calls } = setup([{ result: '0x1' }])
    await expect(
      client.request({ chainId: 'eip155:1', method: 'eth_chainId', signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    expect(calls).toHaveLength(0)
  })
})

describe('createChainRpcClient against a real JSON-RPC server', () => {
  let server: Server
  let baseUrl: string

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk: Buffer) => {
        raw += chunk.toString()
      })
      req.on('end', () => {
        const body = JSON.parse(raw) as RpcBody
        const url = new URL(req.url ?? '/', 'http://localhost')
        const answer =
          body.method === 'eth_chainId'
            ? { result: `0x${Number(url.searchParams.get('chainId')?.split(':')[1]).toString(16)}` }
            : { error: { code: -32601, message: 'the method does not exist' } }
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, ...answer }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('reads results and typed errors over the wire', async () => {
    const client = createChainRpcClient({ baseUrl, projectId: 'p1' })
    expect(await client.request({ chainId: 'eip155:31337', method: 'eth_chainId' })).toBe('0x7a69')
    await expect(client.request({ chainId: 'eip155:1', method: 'eth_nope' })).rejects.toMatchObject(
      {
        name: 'MethodNotFoundRpcError',
        code: -32601,
      },
    )
  })
})
