import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaDevnet, startSolanaRpc } from './index.js'

/**
 * Bad input on the HTTP endpoint gets JSON-RPC errors, never a crash: one client's malformed
 * request must not take the cluster down for every other test using it.
 */

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaRpc({ host: '127.0.0.1', port: 0, wsPort: 0, slotIntervalMs: 0 })
})

afterAll(async () => {
  await devnet?.stop()
})

async function post(body: string): Promise<{ status: number; text: string; json: unknown }> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const text = await response.text()
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined }
}

function call(method: string, params?: unknown, id: number | string = 1) {
  return post(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
}

describe('Solana JSON-RPC over HTTP', () => {
  it('answers malformed JSON with -32700 Parse error and a null id', async () => {
    const { status, json } = await post('{"jsonrpc":"2.0","id":1,"method":')
    expect(status).toBe(200)
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers an unknown method with -32601 and echoes the id', async () => {
    const { json } = await call('getEverything', [], 'abc')
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 'abc',
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('answers wrong parameters with -32602', async () => {
    for (const [method, params] of [
      ['getBalance', [42]],
      ['getBalance', ['not-a-pubkey']],
      ['getBalance', []],
      ['getSignatureStatuses', ['abc']],
      ['sendTransaction', ['AAAA', { encoding: 'base64' }]],
      ['sendTransaction', ['@@@', { encoding: 'base64' }]],
      ['getTokenAccountsByOwner', [devnet.accounts[0]?.publicKey, {}]],
      ['getTokenAccountBalance', [devnet.accounts[0]?.publicKey]],
    ] as const) {
      const { json } = await call(method, params)
      expect(json, `${method} ${JSON.stringify(params)}`).toMatchObject({
        error: { code: -32602 },
      })
    }
  })

  it('answers requests that are not JSON-RPC 2.0 with -32600', async () => {
    expect((await post('{"id":1,"method":"getSlot"}')).json).toMatchObject({
      id: 1,
      error: { code: -32600 },
    })
    expect((await post('[]')).json).toMatchObject({ error: { code: -32600 } })
    expect((await post('42')).json).toMatchObject({ error: { code: -32600 } })
  })

  it('answers a batch in order, each member on its own', async () => {
    const { json } = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
        { jsonrpc: '2.0', id: 3, method: 'getGenesisHash' },
        { jsonrpc: '2.0', method: 'getHealth' },
      ]),
    )
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 3, result: devnet.genesisHash },
    ])
  })

  it('sends nothing back for a notification (a request without id)', async () => {
    const { status, text } = await post('{"jsonrpc":"2.0","method":"getHealth"}')
    expect(status).toBe(200)
    expect(text).toBe('')
  })

  it('refuses a context slot the devnet has not reached with -32016', async () => {
    const { json } = await call('getBalance', [
      devnet.accounts[0]?.publicKey,
      { minContextSlot: 1e9 },
    ])
    expect(json).toMatchObject({ error: { code: -32016 } })
  })

  it('refuses getTransaction at processed commitment, as Solana does', async () => {
    const sig = '1'.repeat(64)
    const { json } = await call('getTransaction', [sig, { commitment: 'processed' }])
    expect(json).toMatchObject({ error: { code: -32602 } })
  })

  it('writes u64 values such as rentEpoch as exact JSON numbers', async () => {
    const { text } = await call('getAccountInfo', [
      devnet.accounts[0]?.publicKey,
      { encoding: 'base64' },
    ])
    expect(text).toContain('"rentEpoch":18446744073709551615')
  })

  it('keeps the shared server behaviour for other paths and methods', async () => {
    expect((await fetch(`${devnet.rpcUrl}/nope`)).status).toBe(404)
    expect((await fetch(devnet.rpcUrl)).status).toBe(405)
    const big = await fetch(devnet.rpcUrl, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) })
    expect(big.status).toBe(413)
  })

  it('lets tests inject a 429 with Retry-After on the RPC path', async () => {
    await fetch(`${devnet.rpcUrl}/__devnet/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/', status: 429, times: 1, retryAfter: '1' }),
    })
    const limited = await fetch(devnet.rpcUrl, {
      method: 'POST',
      body: '{"jsonrpc":"2.0","id":1,"method":"getHealth"}',
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect((await call('getHealth')).json).toMatchObject({ result: 'ok' })
  })
})
