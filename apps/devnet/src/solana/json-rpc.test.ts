import { describe, expect, it } from 'vitest'
import {
  dispatchOne,
  handleJsonRpcText,
  INVALID_PARAMS,
  JsonRpcError,
  type MethodTable,
  stringifyJson,
} from './json-rpc.js'

const methods: MethodTable = {
  echo: (params) => params,
  fail: () => {
    throw new JsonRpcError(INVALID_PARAMS, 'Invalid params: nope', { why: 'test' })
  },
  crash: () => {
    throw new Error('boom')
  },
  big: () => 18446744073709551615n,
}

describe('JSON-RPC 2.0 framing', () => {
  it('answers text that is not JSON with -32700 Parse error', async () => {
    expect(JSON.parse((await handleJsonRpcText(methods, '{')) ?? '')).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('answers an envelope without jsonrpc "2.0" or a string method with -32600', async () => {
    expect(await dispatchOne(methods, { id: 1, method: 'echo' })).toMatchObject({
      id: 1,
      error: { code: -32600 },
    })
    expect(await dispatchOne(methods, { jsonrpc: '2.0', id: 2, method: 7 })).toMatchObject({
      id: 2,
      error: { code: -32600 },
    })
    expect(await dispatchOne(methods, 'hello')).toMatchObject({ id: null, error: { code: -32600 } })
  })

  it('answers params that are neither array nor object with -32602', async () => {
    expect(
      await dispatchOne(methods, { jsonrpc: '2.0', id: 1, method: 'echo', params: 5 }),
    ).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('does not treat inherited object keys as methods', async () => {
    expect(await dispatchOne(methods, { jsonrpc: '2.0', id: 1, method: 'toString' })).toMatchObject(
      {
        error: { code: -32601, message: 'Method not found' },
      },
    )
  })

  it('passes a JsonRpcError through with its code and data, other errors as -32603', async () => {
    expect(await dispatchOne(methods, { jsonrpc: '2.0', id: 1, method: 'fail' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32602, message: 'Invalid params: nope', data: { why: 'test' } },
    })
    expect(await dispatchOne(methods, { jsonrpc: '2.0', id: 1, method: 'crash' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32603, message: 'boom' },
    })
  })

  it('answers nothing to notifications, even failing or unknown ones', async () => {
    expect(await dispatchOne(methods, { jsonrpc: '2.0', method: 'echo' })).toBeUndefined()
    expect(await dispatchOne(methods, { jsonrpc: '2.0', method: 'ping' })).toBeUndefined()
    expect(await handleJsonRpcText(methods, '[{"jsonrpc":"2.0","method":"crash"}]')).toBeUndefined()
  })

  it('answers a batch member by member, in order, leaving out notifications', async () => {
    const text = await handleJsonRpcText(
      methods,
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'echo', params: [1] },
        { jsonrpc: '2.0', method: 'echo' },
        { bad: true },
        { jsonrpc: '2.0', id: 'b', method: 'missing' },
      ]),
    )
    expect(JSON.parse(text ?? '')).toEqual([
      { jsonrpc: '2.0', id: 'a', result: [1] },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
    ])
  })

  it('writes bigints as JSON numbers with every digit', async () => {
    expect(await handleJsonRpcText(methods, '{"jsonrpc":"2.0","id":1,"method":"big"}')).toBe(
      '{"jsonrpc":"2.0","id":1,"result":18446744073709551615}',
    )
    expect(stringifyJson({ a: [-5n, 'x'] })).toBe('{"a":[-5,"x"]}')
  })
})
